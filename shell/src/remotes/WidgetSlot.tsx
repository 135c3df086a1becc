// A widget slot of the shell's (`contact`…): whatever widgets the running sections declare for it, in order,
// each inside its own boundary. The shell names no section (decision 033); when none fills the slot it renders
// `empty` (nothing by default: the page around it stands on its own).
import { useWidgetSlot, type WidgetSlotName } from '@abode/shared';
import type { ReactNode } from 'react';
import { RemoteWidget } from './RemoteSection.tsx';

/** Renders the widgets that fill `slot`, or `empty` when no running section fills it. */
export function WidgetSlot({ slot, empty = null }: { slot: WidgetSlotName; empty?: ReactNode }) {
  const entries = useWidgetSlot(slot);
  if (entries.length === 0) return <>{empty}</>;
  return (
    <>
      {entries.map((e) => (
        <div key={`${e.section}:${e.id}`} data-slot-entry={`${e.section}:${e.id}`}>
          <RemoteWidget section={e.section} widget={e.widget} props={e.props ?? {}} minHeight={e.minHeight} />
        </div>
      ))}
    </>
  );
}
