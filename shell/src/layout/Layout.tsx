// The frame around every page: skip link, header with navigation, language and account, the page, and
// the footer. Route changes run the progress bar until the page says it has rendered.

import {
  abodeStore,
  apiRequest,
  languageAtom,
  paths,
  settingsAtom,
  signOut,
  subscribeRouteReady,
  useSession,
  useT,
} from '@abode/shared';
import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  Select,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import classes from './Layout.module.css';
import { ProgressBar } from './ProgressBar.tsx';
import { finishProgress, startProgress } from './progress.ts';
import { useLanguageSync, useSelectLanguage } from './useLanguage.ts';
import { useLoginRequired } from './useLoginRequired.ts';

const NAV = [
  { to: paths.home(), key: 'home' },
  { to: paths.properties(), key: 'properties' },
  { to: paths.projects(), key: 'projects' },
  { to: paths.services(), key: 'services' },
  { to: paths.agents(), key: 'agents' },
  { to: paths.articles(), key: 'articles' },
  { to: paths.subscriptionPlan(), key: 'subscriptionPlan' },
] as const;

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
    <Select
      aria-label={t('language')}
      size="xs"
      w={120}
      data={lang.list.map((l) => ({ value: l.code, label: l.name }))}
      value={lang.selected.code}
      onChange={(v) => v && select(v)}
      allowDeselect={false}
      data-testid="language-picker"
    />
  );
}

/**
 * Logout: before-logout forgets this device's push token and revokes the token on the server (silently,
 * at most 3 s, a failure changes nothing), then the user slice is reset (spec §4) and the visitor goes home.
 */
async function logOut(): Promise<void> {
  const fcmId = abodeStore.get(settingsAtom).fcmToken;
  await apiRequest('before-logout', {
    method: 'POST',
    multipart: true,
    silent: true,
    endsSession: true,
    body: fcmId ? { fcm_id: fcmId } : {},
    signal: AbortSignal.timeout(3000),
  }).catch(() => {});
  signOut();
}

function AccountMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { isLoggedIn, user } = useSession();
  if (!isLoggedIn) {
    return (
      <Button component={Link} to={paths.login()} size="xs">
        {t('login')}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <UnstyledButton aria-label={`${t('profile')}: ${user?.name ?? ''}`} data-testid="account-menu">
          <Text fw={600} size="sm">
            {/* A phone sign-in may have neither name nor email yet. */}
            {user?.name || user?.email || user?.mobile || t('profile')}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.dashboard()}>
          {t('dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profile()}>
          {t('profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.chat()}>
          {t('chat')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.addProperty()}>
          {t('navPostProperty')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.userProperties()}>
          {t('navMyProperties')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.favouriteProperties()}>
          {t('navFavourites')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.interestedProperties()}>
          {t('navInterested')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.personalizeFeed()}>
          {t('navFeed')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void logOut().then(() => navigate(paths.home()))}>{t('logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
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

  const links = NAV.map((item) => (
    <NavLink key={item.key} to={item.to} end={item.to === '/'} className={classes.link}>
      {t(item.key)}
    </NavLink>
  ));

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
          <Group component="nav" aria-label="Main" gap="xs" visibleFrom="md">
            {links}
          </Group>
          <Group gap="sm">
            <LanguagePicker />
            <AccountMenu />
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Menu" size="sm" />
          </Group>
        </Container>
      </Box>
      <Drawer opened={opened} onClose={close} title={t('appName')} hiddenFrom="md" size="xs">
        <Stack component="nav" aria-label="Mobile">
          {links}
        </Stack>
      </Drawer>
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Container size="xl">
          <Outlet />
        </Container>
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="xl">
          <Group justify="space-between" wrap="wrap" gap="md">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {t('appName')}. {t('rights')}
            </Text>
            <Group component="nav" aria-label="Footer" gap="md">
              <Anchor component={Link} to={paths.propertiesMap()} size="sm">
                {t('navMap')}
              </Anchor>
              <Anchor component={Link} to={paths.mortgageCalculator()} size="sm">
                {t('navMortgage')}
              </Anchor>
              <Anchor component={Link} to={paths.areaConverter()} size="sm">
                {t('navAreaConverter')}
              </Anchor>
              <Anchor component={Link} to={paths.about()} size="sm">
                {t('aboutUs')}
              </Anchor>
              <Anchor component={Link} to={paths.contact()} size="sm">
                {t('contactUs')}
              </Anchor>
              <Anchor component={Link} to={paths.faqs()} size="sm">
                {t('faqs')}
              </Anchor>
              <Anchor component={Link} to={paths.privacy()} size="sm">
                {t('privacyPolicy')}
              </Anchor>
              <Anchor component={Link} to={paths.terms()} size="sm">
                {t('termsConditions')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
