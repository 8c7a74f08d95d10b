/**
 * The owner's staff page: who can log in to the admin and with which roles; a new member with a
 * one-time password shown once, roles changed, an account disabled or enabled, a password reset.
 * The API refuses what would lock the admin out (staff-admin-routes.ts) and records each change
 * in the audit trail.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  List as MuiList,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import type { NewMemberAnswer, OneTimePassword, StaffMember } from '@efe/shared/contract/staff';
import { STAFF_ROLES, type StaffRole } from '@efe/shared/contract/admin-resources';
import { errorMessage } from '@efe/shared/error-facts';
import { adminFetch, fieldProblem } from '../lib/admin-fetch';
import { memberStatus, ROLE_LABELS, rolesInWords } from '../lib/staff-members';
import { useStaffSession } from '../use-staff-session';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; members: StaffMember[] };

/** The one-time password to hand over, shown until the owner closes it; never again. */
interface Handover {
  email: string;
  password: string;
  why: 'added' | 'reset';
}

function RolePicker({ value, onChange, problem, lockedOwner = false }: { value: StaffRole[]; onChange: (roles: StaffRole[]) => void; problem: string | null; lockedOwner?: boolean }) {
  const labelId = useId();
  const toggle = (role: StaffRole, checked: boolean) => onChange(STAFF_ROLES.filter((known) => (known === role ? checked : value.includes(known))));
  return (
    <FormControl component="fieldset" error={problem !== null} sx={{ mt: 1 }}>
      <FormLabel component="legend" id={labelId}>
        Roles
      </FormLabel>
      <FormGroup>
        {STAFF_ROLES.map((role) => (
          <FormControlLabel
            key={role}
            control={<Checkbox checked={value.includes(role)} onChange={(event) => toggle(role, event.target.checked)} disabled={lockedOwner && role === 'owner'} />}
            label={
              <span>
                {ROLE_LABELS[role].label}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {ROLE_LABELS[role].explains}
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{problem ?? (lockedOwner ? 'Another owner can take the owner role from you.' : 'One or more.')}</FormHelperText>
    </FormControl>
  );
}

function HandoverDialog({ handover, onClose }: { handover: Handover | null; onClose: () => void }) {
  const notify = useNotify();
  const copy = async () => {
    if (!handover) return;
    try {
      await navigator.clipboard.writeText(handover.password);
      notify('Copied', { type: 'info' });
    } catch {
      notify('The browser did not allow copying: select the password and copy it by hand.', { type: 'warning' });
    }
  };
  return (
    <Dialog open={handover !== null} onClose={onClose} aria-labelledby="handover-title" aria-describedby="handover-text">
      <DialogTitle id="handover-title">{handover?.why === 'reset' ? `New one-time password for ${handover.email}` : `${handover?.email ?? ''} can now log in`}</DialogTitle>
      <DialogContent>
        <DialogContentText id="handover-text">
          Give them this one-time password in person or by phone, not by e-mail. It is shown only now; they choose their own password when they first log
          in.
        </DialogContentText>
        <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="code" data-testid="one-time-password" sx={{ fontFamily: 'monospace', fontSize: '1.25rem', px: 1.5, py: 0.75, bgcolor: 'action.hover', borderRadius: 1, userSelect: 'all' }}>
            {handover?.password}
          </Typography>
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            Copy
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AddMember({ onAdded }: { onAdded: (member: StaffMember, password: string) => void }) {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(['editor']);
  const [problems, setProblems] = useState<{ email: string | null; roles: string | null }>({ email: null, roles: null });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const local = { email: address ? null : 'Enter the address they will log in with.', roles: roles.length ? null : 'Choose at least one role.' };
    setProblems(local);
    if (local.email || local.roles) return;
    setBusy(true);
    try {
      const { body } = await adminFetch<{ data: NewMemberAnswer }>('/api/admin/staff', { method: 'POST', body: JSON.stringify({ email: address, roles }) });
      const { one_time_password: password, ...member } = body.data;
      setEmail('');
      setRoles(['editor']);
      onAdded(member, password);
    } catch (error) {
      const said = { email: fieldProblem(error, 'email'), roles: fieldProblem(error, 'roles') };
      if (said.email || said.roles) setProblems({ email: said.email && `This address ${said.email}.`, roles: said.roles });
      else notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} noValidate aria-labelledby="add-member-title" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id="add-member-title">
        Add a member
      </Typography>
      <TextField
        label="E-mail address"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problems.email !== null}
        helperText={problems.email ?? 'They log in with it.'}
        autoComplete="off"
        size="small"
        fullWidth
        sx={{ mt: 1, maxWidth: 420 }}
      />
      <RolePicker value={roles} onChange={setRoles} problem={problems.roles} />
      <Box sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={busy}>
          {busy ? 'Adding…' : 'Add and show a one-time password'}
        </Button>
      </Box>
    </Box>
  );
}

function RolesDialog({ member, self, onClose, onSaved }: { member: StaffMember | null; self: boolean; onClose: () => void; onSaved: (member: StaffMember) => void }) {
  const notify = useNotify();
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRoles(member?.roles ?? []);
    setProblem(null);
  }, [member]);

  const save = async () => {
    if (!member) return;
    if (roles.length === 0) return setProblem('Choose at least one role.');
    setBusy(true);
    try {
      const { body } = await adminFetch<{ data: StaffMember }>(`/api/admin/staff/${member.id}`, { method: 'PUT', body: JSON.stringify({ roles }) });
      onSaved(body.data);
    } catch (error) {
      const said = fieldProblem(error, 'roles');
      if (said) setProblem(said);
      else notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={member !== null} onClose={onClose} aria-labelledby="roles-title">
      <DialogTitle id="roles-title">Roles of {member?.email}</DialogTitle>
      <DialogContent>
        <RolePicker value={roles} onChange={setRoles} problem={problem} lockedOwner={self && Boolean(member?.roles.includes('owner'))} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={() => void save()} variant="contained" disabled={busy}>
          {busy ? 'Saving…' : 'Save roles'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Confirming = { kind: 'disable' | 'reset'; member: StaffMember } | null;

export function StaffPage() {
  const notify = useNotify();
  const session = useStaffSession();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [handover, setHandover] = useState<Handover | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const { body } = await adminFetch<{ data: StaffMember[] }>('/api/admin/staff');
      setLoaded({ kind: 'loaded', members: body.data });
    } catch (error) {
      setLoaded({ kind: 'failed', message: errorMessage(error) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (member: StaffMember) =>
    setLoaded((current) => (current.kind === 'loaded' ? { kind: 'loaded', members: current.members.map((known) => (known.id === member.id ? member : known)) } : current));

  const setDisabled = async (member: StaffMember, disabled: boolean) => {
    setConfirming(null);
    setBusyId(member.id);
    try {
      const { body } = await adminFetch<{ data: StaffMember }>(`/api/admin/staff/${member.id}`, { method: 'PUT', body: JSON.stringify({ disabled }) });
      replace(body.data);
      notify(disabled ? `${member.email} can no longer log in` : `${member.email} can log in again`, { type: 'success' });
    } catch (error) {
      notify(fieldProblem(error, 'disabled') ?? errorMessage(error), { type: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  const resetPassword = async (member: StaffMember) => {
    setConfirming(null);
    setBusyId(member.id);
    try {
      const { body } = await adminFetch<{ data: OneTimePassword }>(`/api/admin/staff/${member.id}/password`, { method: 'POST' });
      setHandover({ email: member.email, password: body.data.one_time_password, why: 'reset' });
      await load();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  const isSelf = (member: StaffMember) => member.email.toLowerCase() === session?.email.toLowerCase();

  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title="Staff" />
      <CardContent>
        <Typography variant="body2">
          Who can log in to the admin. An <strong>editor</strong> changes what the site shows; a <strong>recruiter</strong> handles applications, messages and
          data requests; an <strong>owner</strong> does both and manages this page. One person may hold several roles.
        </Typography>

        <Box aria-live="polite" aria-busy={loaded.kind === 'loading'} sx={{ mt: 2 }}>
          {loaded.kind === 'loading' && <CircularProgress size={24} aria-label="Loading the staff" />}
          {loaded.kind === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void load()}>
                  Try again
                </Button>
              }
            >
              The staff could not be loaded: {loaded.message}
            </Alert>
          )}
          {loaded.kind === 'loaded' && (
            <MuiList aria-label="Staff accounts" data-testid="staff-list">
              {loaded.members.map((member) => (
                <ListItem key={member.id} divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', px: 0 }} data-testid="staff-member">
                  <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {member.email}
                      {isSelf(member) ? ' (you)' : ''}
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ my: 0.5, flexWrap: 'wrap' }} aria-label={`Roles: ${rolesInWords(member.roles)}`}>
                      {member.roles.map((role) => (
                        <Chip key={role} label={ROLE_LABELS[role].label} size="small" color={role === 'owner' ? 'primary' : 'default'} variant={role === 'owner' ? 'filled' : 'outlined'} />
                      ))}
                      {member.disabled && <Chip label="Disabled" size="small" color="error" />}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {memberStatus(member)}
                    </Typography>
                  </Box>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    <Button size="small" onClick={() => setEditing(member)} disabled={busyId === member.id} aria-label={`Change the roles of ${member.email}`}>
                      Roles
                    </Button>
                    {!isSelf(member) && (
                      <>
                        <Button size="small" onClick={() => setConfirming({ kind: 'reset', member })} disabled={busyId === member.id || member.disabled} aria-label={`Reset the password of ${member.email}`}>
                          Reset password
                        </Button>
                        {member.disabled ? (
                          <Button size="small" onClick={() => void setDisabled(member, false)} disabled={busyId === member.id} aria-label={`Enable ${member.email}`}>
                            Enable
                          </Button>
                        ) : (
                          <Button size="small" color="error" onClick={() => setConfirming({ kind: 'disable', member })} disabled={busyId === member.id} aria-label={`Disable ${member.email}`}>
                            Disable
                          </Button>
                        )}
                      </>
                    )}
                  </Stack>
                </ListItem>
              ))}
            </MuiList>
          )}
        </Box>

        <AddMember
          onAdded={(member, password) => {
            setLoaded((current) => (current.kind === 'loaded' ? { kind: 'loaded', members: [...current.members, member] } : current));
            setHandover({ email: member.email, password, why: 'added' });
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          On the server the same can be done with <code>npm run admin:user</code>.
        </Typography>
      </CardContent>

      <HandoverDialog handover={handover} onClose={() => setHandover(null)} />
      <RolesDialog
        member={editing}
        self={editing !== null && isSelf(editing)}
        onClose={() => setEditing(null)}
        onSaved={(member) => {
          replace(member);
          setEditing(null);
          notify(`${member.email}: ${rolesInWords(member.roles).toLowerCase()}`, { type: 'success' });
        }}
      />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="confirm-title" aria-describedby="confirm-text">
        <DialogTitle id="confirm-title">{confirming?.kind === 'disable' ? `Disable ${confirming.member.email}?` : `Reset the password of ${confirming?.member.email ?? ''}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-text">
            {confirming?.kind === 'disable'
              ? 'They are logged out at once and cannot log in until an owner enables the account again. What they did stays in the audit trail.'
              : 'Their password stops working and they are logged out. You will see a one-time password to give them.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          {confirming && (
            <Button
              variant="contained"
              color={confirming.kind === 'disable' ? 'error' : 'primary'}
              onClick={() => void (confirming.kind === 'disable' ? setDisabled(confirming.member, true) : resetPassword(confirming.member))}
            >
              {confirming.kind === 'disable' ? 'Disable' : 'Reset password'}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Card>
  );
}
