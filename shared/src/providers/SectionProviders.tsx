// The providers a section renders its own pages and widgets in. Mantine is not shared between sections
// (each app bundles the components it uses: shared/build/federation.mjs), and a Mantine component reads the
// theme and the direction from the provider of ITS copy; so a section wraps what it renders in its own
// provider, with the product's theme and the direction of the selected language. The shell's provider has
// already written the CSS variables and global classes, so this one adds none.
import { languageAtom } from '@abode/shared/core';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { abodeTheme } from '../theme.ts';

/** Keeps this copy's direction equal to the selected language's (the shell switches its own). */
function FollowLanguageDirection() {
  const rtl = useAtomValue(languageAtom).selected.rtl;
  const { setDirection } = useDirection();
  useEffect(() => setDirection(rtl ? 'rtl' : 'ltr'), [rtl, setDirection]);
  return null;
}

/** A section's Mantine provider (theme and direction), inside the shell's providers. */
export function SectionProviders({ children }: { children: ReactNode }) {
  const rtl = useAtomValue(languageAtom).selected.rtl;
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
      <MantineProvider theme={abodeTheme} withCssVariables={false} withGlobalClasses={false}>
        <FollowLanguageDirection />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

/** A widget another section renders (`./PropertyCard`…), wrapped in the lending section's providers. */
export function sectionWidget<P extends object>(Widget: ComponentType<P>): ComponentType<P> {
  function SectionWidgetRoot(props: P) {
    return (
      <SectionProviders>
        <Widget {...props} />
      </SectionProviders>
    );
  }
  SectionWidgetRoot.displayName = `SectionWidget(${Widget.displayName ?? Widget.name})`;
  return SectionWidgetRoot;
}
