// The user's profile (/user/profile): every field of spec §3 grouped as personal, contact, social and
// location, the photo with a preview, notifications on or off, the completeness state of spec §5, signing out
// everywhere, and account deletion behind a typed confirmation. Visitors are sent to login and come back here afterwards.

import { notify, PageLoader, signOut, updateSessionUser } from '@abode/shared';
import {
  Alert,
  Button,
  Card,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../account.api.ts';
import { ariaInvalid, focusFirstError } from '../account.schema.ts';
import { DeleteAccountModal } from '../components/profile/DeleteAccountModal.tsx';
import { MobileVerification } from '../components/profile/MobileVerification.tsx';
import { PhotoField } from '../components/profile/PhotoField.tsx';
import { ProfileCompleteness } from '../components/profile/ProfileCompleteness.tsx';
import { SignInRedirect, useSignedInPage } from '../components/profile/SignInRedirect.tsx';
import { SignOutEverywhere } from '../components/profile/SignOutEverywhere.tsx';
import { VerifiedKinds } from '../components/VerifiedKinds.tsx';
import { useT } from '../i18n.ts';
import { deleteAccount, type ProfileData, profileQueries, saveProfile, sessionFields } from '../profile.api.ts';
import {
  changedFields,
  PROFILE_TEXT_FIELDS,
  type ProfileValues,
  profileValues,
  validateProfile,
} from '../profile.schema.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** The profile page. */
export function ProfilePage() {
  const t = useT();
  const { session, signedOutHere } = useSignedInPage();
  useDocumentTitle(t('profile'));

  if (!session.isLoggedIn || !session.user) return signedOutHere ? null : <SignInRedirect />;
  return (
    <Stack>
      <Title order={1}>{t('profile')}</Title>
      <VerifiedKinds userId={session.user.id} />
      <ProfileContent userId={session.user.id} />
    </Stack>
  );
}

function ProfileContent({ userId }: { userId: number }) {
  const t = useT();
  const query = useQuery({ ...profileQueries.me(userId), meta: { silent: true } });
  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={t('profileLoadFailed')}>
        <Text size="sm">{failureMessage(query.error)}</Text>
        <Button mt="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  return <ProfileForm data={query.data} />;
}

function ProfileForm({ data }: { data: ProfileData }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [initial, setInitial] = useState<ProfileValues>(() => profileValues(data));

  const form = useForm<ProfileValues>({
    name: 'profile',
    initialValues: initial,
    validate: validateProfile,
    enhanceGetInputProps: ariaInvalid,
  });

  const save = useMutation({
    mutationKey: ['account', 'profile', 'save'],
    meta: { silent: true },
    mutationFn: ({ fields, file }: { fields: Record<string, string | number>; file: File | null }) =>
      saveProfile(fields, file),
  });
  const remove = useMutation({
    mutationKey: ['account', 'profile', 'delete'],
    meta: { silent: true },
    mutationFn: deleteAccount,
  });

  // A fresh answer (after a save) becomes the new baseline of the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server answer resets the form.
  useEffect(() => {
    const next = profileValues(data);
    setInitial(next);
    form.setInitialValues(next);
    form.setValues(next);
    form.resetDirty(next);
  }, [data]);

  const submit = form.onSubmit(
    async (values) => {
      setServerError(null);
      const fields = changedFields(initial, values);
      if (Object.keys(fields).length === 0 && !photo) return;
      try {
        const { message, customer } = await save.mutateAsync({ fields, file: photo });
        queryClient.setQueryData(profileQueries.me(customer.id).queryKey, customer);
        updateSessionUser(sessionFields(customer));
        setPhoto(null);
        if (message) notify.success(message);
      } catch (error) {
        const message = failureMessage(error);
        setServerError(message);
        notify.error(message);
      }
    },
    (errors) => focusFirstError(PROFILE_TEXT_FIELDS, errors, form.getInputNode),
  );

  const confirmDelete = async () => {
    setDeleteError(null);
    try {
      const message = await remove.mutateAsync();
      deleteModal.close();
      queryClient.removeQueries({ queryKey: profileQueries.all() });
      // The server has already revoked every token of the account; only the local session remains.
      signOut();
      navigate('/', { replace: true });
      if (message) notify.success(message);
    } catch (error) {
      setDeleteError(failureMessage(error));
    }
  };

  const text = (field: (typeof PROFILE_TEXT_FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...extra} {...form.getInputProps(field)} key={form.key(field)} />
  );

  return (
    <Stack>
      <ProfileCompleteness data={data} />
      <form onSubmit={submit} noValidate aria-label={t('profile')}>
        <Stack>
          {serverError && (
            <Alert color="red" role="alert" data-testid="profile-error">
              {serverError}
            </Alert>
          )}
          <Fieldset legend={t('profilePersonal')}>
            <Stack>
              <PhotoField current={data.profile ?? ''} name={data.name ?? ''} file={photo} onChange={setPhoto} />
              {text('name', t('name'), { autoComplete: 'name', 'aria-required': true })}
              <Textarea
                label={t('profileAboutMe')}
                rows={4}
                {...form.getInputProps('about_me')}
                key={form.key('about_me')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('profileContact')}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('email', t('email'), { type: 'email', autoComplete: 'email', 'aria-required': true })}
                {text('mobile', t('phoneNumber'), { type: 'tel', autoComplete: 'tel' })}
                {text('whatsapp_number', t('profileWhatsapp'), { type: 'tel' })}
              </SimpleGrid>
              <MobileVerification data={data} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('profileSocial')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('facebook_id', t('profileFacebook'))}
              {text('twiiter_id', t('profileTwitter'))}
              {text('instagram_id', t('profileInstagram'))}
              {text('youtube_id', t('profileYoutube'))}
              {text('linked_in', t('profileLinkedIn'))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('profileLocation')}>
            <Stack>
              <Text size="sm" c="dimmed">
                {t('profileLocationHint')}
              </Text>
              {text('address', t('profileAddress'), { autoComplete: 'street-address' })}
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {text('city', t('city'), { autoComplete: 'address-level2' })}
                {text('state', t('profileState'), { autoComplete: 'address-level1' })}
                {text('country', t('profileCountry'), { autoComplete: 'country-name' })}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('latitude', t('profileLatitude'), { inputMode: 'decimal' })}
                {text('longitude', t('profileLongitude'), { inputMode: 'decimal' })}
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Switch
            label={t('profileNotifications')}
            description={t('profileNotificationsHint')}
            {...form.getInputProps('notification', { type: 'checkbox' })}
            key={form.key('notification')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('profileSave')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SignOutEverywhere />
      <Card withBorder>
        <Stack align="flex-start">
          <Title order={2} size="h4">
            {t('profileDeleteTitle')}
          </Title>
          <Text size="sm">{t('profileDeleteWarning')}</Text>
          <Button color="red" variant="outline" onClick={deleteModal.open}>
            {t('profileDeleteTitle')}
          </Button>
        </Stack>
      </Card>
      <DeleteAccountModal
        opened={deleteOpened}
        onClose={() => {
          setDeleteError(null);
          deleteModal.close();
        }}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
        error={deleteError}
      />
    </Stack>
  );
}
