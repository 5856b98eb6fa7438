import React, {createContext, useContext, type ReactNode} from 'react';
import type {SectionDescriptions} from './routes';

const SectionDescriptionsContext = createContext<SectionDescriptions>({});

/** Given by a section's page (theme/DocItem), from its route: its articles' descriptions. */
export function SectionDescriptionsProvider({
  descriptions,
  children,
}: {
  descriptions: SectionDescriptions | undefined;
  children: ReactNode;
}): ReactNode {
  if (!descriptions) return children;
  return <SectionDescriptionsContext.Provider value={descriptions}>{children}</SectionDescriptionsContext.Provider>;
}

/** The descriptions of the articles of the section whose page this is; none elsewhere (./routes.ts). */
export function useSectionDescriptions(): SectionDescriptions {
  return useContext(SectionDescriptionsContext);
}
