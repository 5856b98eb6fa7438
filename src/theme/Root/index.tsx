import React, {type ReactNode} from 'react';
import OriginalRoot from '@theme-original/Root';
import AuthGate from '@site/src/auth/AuthGate';

// Every page sits behind the sign-in gate (see src/auth).
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <OriginalRoot>
      <AuthGate>{children}</AuthGate>
    </OriginalRoot>
  );
}
