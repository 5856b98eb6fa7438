import React, {type ReactNode} from 'react';
import SignedOutPage from '@site/src/auth/SignedOutPage';

export default function SignedOut(): ReactNode {
  return <SignedOutPage view="signed-out" />;
}
