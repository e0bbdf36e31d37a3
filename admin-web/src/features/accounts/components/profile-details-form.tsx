import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useSaveProfile } from '@/features/accounts/api/save-profile';
import {
  changesOf,
  draftOf,
  type ProfileDraft,
  type ProfileField,
  type ProfileProblem,
  profileProblems,
  sameProfile,
} from '@/features/accounts/utils/profile-draft';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';
import type { Profile } from '@/lib/wire';

const NAME_FIELDS = [
  { field: 'firstName', label: 'details.firstName', autoComplete: 'given-name' },
  { field: 'lastName', label: 'details.lastName', autoComplete: 'family-name' },
] as const;

/**
 * First and last name, address and contact number. What is typed stays until it is saved or
 * discarded: a refused save, or the profile being asked again in the background, never loses it.
 */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const save = useSaveProfile();
  const [saved, setSaved] = useState<ProfileDraft>(() => draftOf(profile));
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [problems, setProblems] = useState<Partial<Record<ProfileField, ProfileProblem>>>({});
  const changed = !sameProfile(draft, saved);
  // Japanese puts the family name first, on forms as in speech.
  const nameFields = locale === 'ja' ? [...NAME_FIELDS].reverse() : NAME_FIELDS;

  const problemText = (field: ProfileField): string | undefined => {
    const problem = problems[field];
    if (problem === undefined) return undefined;
    return problem.kind === 'nameRequired'
      ? t('details.nameRequired')
      : t('validation.tooLong', { max: problem.max });
  };

  const edit = (field: ProfileField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = profileProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(changesOf(draft), {
      onSuccess: (answer) => {
        const next = draftOf(answer);
        setSaved(next);
        setDraft(next);
        notify({ message: t('details.saved'), tone: 'success' });
      },
    });
  };

  const onDiscard = () => {
    setDraft(saved);
    setProblems({});
    save.reset();
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {nameFields.map(({ field, label, autoComplete }) => (
            <TextInput
              key={field}
              label={t(label)}
              autoComplete={autoComplete}
              value={draft[field]}
              onChange={(event) => {
                edit(field)(event.currentTarget.value);
              }}
              error={problemText(field)}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('details.address')}
          autoComplete="street-address"
          autosize
          minRows={2}
          maxRows={6}
          value={draft.address}
          onChange={(event) => {
            edit('address')(event.currentTarget.value);
          }}
          error={problemText('address')}
        />
        <TextInput
          label={t('details.contactNumber')}
          type="tel"
          autoComplete="tel"
          value={draft.contactNumber}
          onChange={(event) => {
            edit('contactNumber')(event.currentTarget.value);
          }}
          error={problemText('contactNumber')}
          maw={{ sm: 320 }}
        />
        {save.isError && <ApiErrorAlert error={save.error} />}
        <Group justify="flex-end" gap="sm">
          {changed && (
            <Button variant="default" onClick={onDiscard} disabled={save.isPending}>
              {t('action.discard')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
