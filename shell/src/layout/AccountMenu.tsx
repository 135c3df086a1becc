// The signed-in user's menu: who is signed in, the sections' `account` entries in headed groups (decision 030), and
// Logout pinned below them, so it is one click away however many entries the sections declare. A visitor gets
// the sign-in button instead, to the page of whichever section fills the `signIn` role.
import { useRoleHref, useSectionText, useSession, useSlot } from '@abode/shared';
import { Avatar, Box, Button, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { groupEntries } from './entryGroups.ts';
import classes from './Layout.module.css';
import { logOut } from './logOut.ts';

/** The name to show: a phone sign-in may have neither name nor email yet. */
export function useDisplayName(): string {
  const t = useT();
  const { user } = useSession();
  return user?.name || user?.email || user?.mobile || t('profile');
}

export function AccountMenu() {
  const t = useT();
  const text = useSectionText();
  const navigate = useNavigate();
  const { isLoggedIn, user } = useSession();
  const name = useDisplayName();
  const groups = groupEntries(useSlot('account'));
  // Whichever section fills the sign-in role (decision 033); no button while none does.
  const login = useRoleHref('signIn');
  if (!isLoggedIn) {
    return login ? (
      <Button component={Link} to={login} size="xs">
        {t('login')}
      </Button>
    ) : null;
  }
  return (
    <Menu position="bottom-end" width={280}>
      <Menu.Target>
        <UnstyledButton
          className={classes.accountButton}
          aria-label={`${t('profile')}: ${name}`}
          title={name}
          data-testid="account-menu"
        >
          {/* No initials: text inside the button that its label does not say fails axe's label-content-name-mismatch. */}
          <Avatar src={user?.profile || null} size={32} alt="" data-testid="account-avatar" />
          <Text fw={600} size="sm" truncate className={classes.accountName} data-testid="account-name">
            {name}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="account-menu-dropdown">
        <Box px="sm" py={6}>
          <Text fw={600} size="sm" truncate title={name}>
            {name}
          </Text>
          {user?.email && user.email !== name && (
            <Text size="xs" c="dimmed" truncate title={user.email}>
              {user.email}
            </Text>
          )}
        </Box>
        <Menu.Divider />
        <div className={classes.accountEntries}>
          {groups.map((g, i) => (
            <Box key={g.key} role="group" aria-labelledby={g.heading ? `account-group-${i}` : undefined}>
              {i > 0 && <Menu.Divider />}
              {g.section && g.heading && (
                <Menu.Label id={`account-group-${i}`}>{text(g.section, g.heading)}</Menu.Label>
              )}
              {g.entries.map((e) => (
                <Menu.Item
                  key={`${e.section}:${e.id}`}
                  component={Link}
                  to={e.href}
                  data-slot-entry={`${e.section}:${e.id}`}
                >
                  {text(e.section, e.label)}
                </Menu.Item>
              ))}
            </Box>
          ))}
        </div>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logOut().then(() => navigate('/'))} data-testid="logout">
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
