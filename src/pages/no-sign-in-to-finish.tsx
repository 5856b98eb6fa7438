import React, {type ReactNode} from 'react';
import NothingToFinishPage from '@site/src/auth/NothingToFinishPage';

export default function NoSignInToFinish(): ReactNode {
  return <NothingToFinishPage />;
}
