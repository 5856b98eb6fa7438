import React, {type ReactNode} from 'react';
import SignedOutPage from '@site/src/auth/SignedOutPage';

export default function NoSignInToFinish(): ReactNode {
  return <SignedOutPage view="nothing-to-finish" />;
}
