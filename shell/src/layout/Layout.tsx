// The frame around every page: skip link, header with navigation, language and account, the page, and
// the footer. Route changes run the progress bar until the page says it has rendered.

import {
  FOOTER_COLUMNS,
  languageAtom,
  type ResolvedLinkEntry,
  SectionWidget,
  subscribeRouteReady,
  useSectionText,
  useSession,
  useSlot,
} from '@abode/shared';
import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { DemoBanner } from './DemoBanner.tsx';
import { groupEntries } from './entryGroups.ts';
import { HeaderNav } from './HeaderNav.tsx';
import classes from './Layout.module.css';
import { logOut } from './logOut.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { finishProgress, startProgress } from './progress.ts';
import { UnsupportedBanner } from './UnsupportedBanner.tsx';
import { useLanguageSync, useSelectLanguage } from './useLanguage.ts';
import { useLoginRequired } from './useLoginRequired.ts';

/** Entries a signed-out visitor may see. */
function visible(entries: ResolvedLinkEntry[], signedIn: boolean): ResolvedLinkEntry[] {
  return entries.filter((e) => signedIn || !e.signedIn);
}

function useRouteProgress() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => subscribeRouteReady(() => finishProgress()), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    startProgress();
    window.scrollTo({ top: 0 });
  }, [pathname]);
}

function LanguagePicker() {
  const t = useT();
  const lang = useAtomValue(languageAtom);
  const select = useSelectLanguage();
  if (lang.list.length < 2) return null;
  return (
    // A native select: two or three languages need no searchable dropdown, phones show their own picker,
    // and the header's first view stays without Combobox, Popover and ScrollArea (decision 016).
    <NativeSelect
      aria-label={t('language')}
      size="xs"
      w={120}
      data={lang.list.map((l) => ({ value: l.code, label: l.name }))}
      value={lang.selected.code}
      onChange={(e) => select(e.currentTarget.value)}
      data-testid="language-picker"
    />
  );
}

function SlotLinks({ entries, className }: { entries: ResolvedLinkEntry[]; className?: string }) {
  const text = useSectionText();
  return entries.map((e) => (
    <NavLink
      key={`${e.section}:${e.id}`}
      to={e.href}
      end={e.href === '/'}
      className={className}
      data-slot-entry={`${e.section}:${e.id}`}
    >
      {text(e.section, e.label)}
      {e.badge && <SectionWidget section={e.section} widget={e.badge} props={{}} minHeight={0} />}
    </NavLink>
  ));
}

// The heading of each footer column (column names are the contract's; their texts are the shell's).
const FOOTER_HEADINGS = { explore: 'footerExplore', tools: 'footerTools', company: 'footerCompany' } as const;

function Footer() {
  const t = useT();
  const text = useSectionText();
  const { isLoggedIn } = useSession();
  const entries = visible(useSlot('footer'), isLoggedIn);
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg" component="nav" aria-label={t('footerNavigation')}>
          {FOOTER_COLUMNS.map((column) => ({
            column,
            links: entries.filter((e) => (e.column ?? 'explore') === column),
          }))
            .filter(({ links }) => links.length > 0)
            .map(({ column, links }) => (
              <Stack key={column} gap={6} role="group" aria-labelledby={`footer-${column}`}>
                <Text id={`footer-${column}`} component="h2" size="sm" fw={700}>
                  {t(FOOTER_HEADINGS[column])}
                </Text>
                {links.map((e) => (
                  <Anchor
                    key={`${e.section}:${e.id}`}
                    component={Link}
                    to={e.href}
                    size="sm"
                    data-slot-entry={`${e.section}:${e.id}`}
                  >
                    {text(e.section, e.label)}
                  </Anchor>
                ))}
              </Stack>
            ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="lg">
          © {new Date().getFullYear()} {t('appName')}. {t('rights')}
        </Text>
      </Container>
    </Box>
  );
}

/** The phone drawer: the header's entries, then the account's in their groups (none twice), language, Logout. */
function MobileDrawer({
  opened,
  onClose,
  header,
}: {
  opened: boolean;
  onClose: () => void;
  header: ResolvedLinkEntry[];
}) {
  const t = useT();
  const text = useSectionText();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const groups = groupEntries(visible(useSlot('account'), isLoggedIn), new Set(header.map((e) => e.href)));
  return (
    <Drawer opened={opened} onClose={onClose} title={t('appName')} hiddenFrom="sm" size="xs">
      <Stack component="nav" aria-label={t('mobileNavigation')} gap={4}>
        <SlotLinks entries={header} className={classes.link} />
        {groups.map((g, i) => (
          <Stack key={g.key} gap={4} role="group" aria-labelledby={g.heading ? `drawer-group-${i}` : undefined}>
            <Divider my={4} />
            {g.section && g.heading && (
              <Text id={`drawer-group-${i}`} size="xs" fw={700} c="dimmed" px={10}>
                {text(g.section, g.heading)}
              </Text>
            )}
            <SlotLinks entries={g.entries} className={classes.link} />
          </Stack>
        ))}
        <Divider my="xs" />
        <LanguagePicker />
        {isLoggedIn && (
          <Button
            variant="light"
            color="red"
            mt="xs"
            onClick={() => {
              onClose();
              void logOut().then(() => navigate('/'));
            }}
            data-testid="drawer-logout"
          >
            {t('logout')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}

/** The shell's page frame. */
export function Layout() {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  useLanguageSync();
  useRouteProgress();
  useLoginRequired();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu on navigation.
  useEffect(() => close(), [pathname]);

  const { isLoggedIn } = useSession();
  const header = visible(useSlot('header'), isLoggedIn);

  return (
    <>
      <a href="#main" className="abode-skip-link">
        {t('skipToContent')}
      </a>
      <Box component="header" className={classes.header}>
        <ProgressBar />
        <Container size="xl" className={classes.headerInner}>
          <Anchor component={Link} to="/" className={classes.brand} aria-label={`${t('appName')} — ${t('home')}`}>
            {t('appName')}
          </Anchor>
          <HeaderNav entries={header} />
          <Group gap="sm" wrap="nowrap" className={classes.headerEnd}>
            <Box visibleFrom="sm">
              <LanguagePicker />
            </Box>
            <AccountMenu />
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={t('menu')} size="sm" />
          </Group>
        </Container>
      </Box>
      <MobileDrawer opened={opened} onClose={close} header={header} />
      <UnsupportedBanner />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Container size="xl">
          <Outlet />
        </Container>
      </Box>
      <Footer />
      <DemoBanner />
    </>
  );
}
