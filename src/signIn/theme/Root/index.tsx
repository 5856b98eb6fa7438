import React, {type ReactNode} from 'react';
import OriginalRoot from '@theme-init/Root';
import AuthGate from '@site/src/signIn/AuthGate';

// Every page sits behind the sign-in gate (see src/signIn).
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <OriginalRoot>
      <AuthGate>{children}</AuthGate>
    </OriginalRoot>
  );
}
