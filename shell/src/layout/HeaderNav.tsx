// The header's navigation from the sections' `header` entries, as many as fit on one line; the rest go into a
// "More" menu (the priority+ pattern), so the header never scrolls sideways whatever the sections, the language
// or the width (decision 030). Every entry stays mounted: one that does not fit is hidden, not removed, so a badge
// widget beside it (the unread count, which holds the live stream) keeps running; hidden by `visibility`, it is
// out of the tab order and the accessibility tree but keeps a width to measure.
import { type ResolvedLinkEntry, SectionWidget, useSectionText } from '@abode/shared';
import { Menu, UnstyledButton } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useT } from '../i18n.ts';
import classes from './Layout.module.css';

/**
 * Which items stay on the line when `available` pixels are not enough for all of them and the rest need a "More"
 * button of width `more`; `gap` is the space between items. Pinned items (those with a badge, whose live count
 * a menu would hide) are kept first, then the others in order.
 */
export function fittingItems(
  items: { width: number; pinned?: boolean }[],
  available: number,
  more: number,
  gap: number,
): boolean[] {
  const all = items.reduce((sum, item) => sum + item.width, 0) + gap * Math.max(0, items.length - 1);
  if (all <= available) return items.map(() => true);
  const shown = items.map(() => false);
  let used = more;
  const byPriority = items.map((item, i) => ({ ...item, i })).sort((a, b) => Number(!!b.pinned) - Number(!!a.pinned));
  for (const item of byPriority) {
    if (used + gap + item.width > available) {
      // A pinned item that does not fit leaves room for the next ones; the order beyond is kept.
      if (item.pinned) continue;
      break;
    }
    used += gap + item.width;
    shown[item.i] = true;
  }
  return shown;
}

/** The header's links: those that fit, then "More" with the others. */
export function HeaderNav({ entries }: { entries: ResolvedLinkEntry[] }) {
  const t = useT();
  const text = useSectionText();
  const navRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // Whether each entry is on the line; all until measured (the first measure runs before the first paint).
  const [shown, setShown] = useState<boolean[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new entries are new elements to observe.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const more = moreRef.current;
    if (!nav || !more) return;
    const items = () => [...nav.querySelectorAll<HTMLElement>('[data-nav-item]')];
    const fit = () => {
      const gap = Number.parseFloat(getComputedStyle(nav).columnGap) || 0;
      const measured = items().map((el) => ({
        width: el.getBoundingClientRect().width,
        pinned: el.hasAttribute('data-pinned'),
      }));
      // A pixel to spare: widths are fractional and the sum must never round past the edge.
      const next = fittingItems(measured, nav.clientWidth - 1, more.getBoundingClientRect().width, gap);
      setShown((prev) => (prev.length === next.length && prev.every((v, i) => v === next[i]) ? prev : next));
    };
    fit();
    // The nav's own width (window, language, name) and every item's (labels, a badge that appears) decide it.
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    for (const el of items()) observer.observe(el);
    return () => observer.disconnect();
  }, [entries]);

  const hidden = entries.filter((_, i) => shown[i] === false);
  return (
    <nav ref={navRef} aria-label={t('mainNavigation')} className={classes.nav} data-testid="header-nav">
      {entries.map((e, i) => (
        <NavLink
          key={`${e.section}:${e.id}`}
          to={e.href}
          end={e.href === '/'}
          className={classes.link}
          data-nav-item
          data-overflowed={shown[i] === false || undefined}
          data-pinned={e.badge ? true : undefined}
          data-slot-entry={`${e.section}:${e.id}`}
        >
          {text(e.section, e.label)}
          {e.badge && <SectionWidget section={e.section} widget={e.badge} props={{}} minHeight={0} />}
        </NavLink>
      ))}
      <Menu position="bottom-end">
        <Menu.Target>
          <UnstyledButton
            ref={moreRef}
            className={classes.link}
            data-overflowed={hidden.length === 0 || undefined}
            data-testid="header-more"
          >
            {t('more')} <span aria-hidden>▾</span>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown data-testid="header-more-dropdown">
          {hidden.map((e) => (
            <Menu.Item
              key={`${e.section}:${e.id}`}
              component={Link}
              to={e.href}
              data-more-entry={`${e.section}:${e.id}`}
            >
              {text(e.section, e.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </nav>
  );
}
