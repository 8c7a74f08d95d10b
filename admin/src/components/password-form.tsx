/**
 * Changing one's password: required after logging in with a one-time password (nothing else
 * opens until then), and from the user menu at any time.
 */
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, HttpError, PasswordInput, SaveButton, required, useNotify, type Validator } from 'react-admin';
import { STAFF_PASSWORD_MIN_LENGTH as MIN_LENGTH } from '@efe/shared/constants';
import { sessionChanged, type StaffSession } from '../auth-provider';
import { adminFetch } from '../lib/admin-fetch';
import { errorMessage } from '@efe/shared/error-facts';
import { isRecord, propertyOf } from '@efe/shared/read-unknown';

const sameAsNew: Validator = (value, values) => (value === values.new_password ? undefined : 'The two new passwords differ');

export function PasswordForm({ required: mustChange }: { required: boolean }) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  // A new form after a change: the old entries would only be wrong the next time.
  const [changes, setChanges] = useState(0);
  const save = async (values: Record<string, string>) => {
    setSaving(true);
    try {
      const { body } = await adminFetch<{ data: StaffSession }>('/api/admin/session/password', {
        method: 'PUT',
        body: JSON.stringify({ current_password: values.current_password, new_password: values.new_password }),
      });
      sessionChanged(body.data);
      notify('Your password is changed.', { type: 'success' });
      setChanges((count) => count + 1);
      return undefined;
    } catch (error) {
      // Field messages (wrong current password, too weak) go under their inputs.
      const errors = error instanceof HttpError ? propertyOf(error.body, 'errors') : undefined;
      if (isRecord(errors)) return errors;
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card sx={{ maxWidth: 520, m: 2 }}>
      <CardHeader title="Change your password" />
      <CardContent>
        {mustChange && (
          <Typography sx={{ mb: 2 }}>
            You logged in with a one-time password. Choose your own before you go on: at least {MIN_LENGTH} characters, which only you know.
          </Typography>
        )}
        <Form key={changes} onSubmit={save}>
          <PasswordInput source="current_password" label={mustChange ? 'One-time password' : 'Current password'} validate={required()} fullWidth autoComplete="current-password" />
          <PasswordInput
            source="new_password"
            label="New password"
            validate={[required(), (value: string) => (value && value.length < MIN_LENGTH ? `At least ${MIN_LENGTH} characters` : undefined)]}
            fullWidth
            autoComplete="new-password"
          />
          <PasswordInput source="repeat_password" label="New password again" validate={[required(), sameAsNew]} fullWidth autoComplete="new-password" />
          <SaveButton label={saving ? 'Saving…' : 'Change password'} disabled={saving} alwaysEnable={!saving} />
        </Form>
      </CardContent>
    </Card>
  );
}
