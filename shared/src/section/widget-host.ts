// What renders another section's widget: the shell provides its renderer (federation, boundary, retry) in a
// React context. A context is identified by its object, so it lives in core (one copy per page): a section
// rendering `SectionWidget` must find the provider the shell set.
import { type ComponentType, createContext } from 'react';

/** What renders another section's widget: the shell's (federation, boundary, retry) or none standalone. */
export type WidgetHost = ComponentType<{ section: string; widget: string; props: object; minHeight?: number }>;

/** The widget renderer in effect (null standalone: widgets show their fallbacks). */
export const WidgetHostContext = createContext<WidgetHost | null>(null);

/** Provided by the shell around the app. */
export const WidgetHostProvider = WidgetHostContext.Provider;
