import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslate } from 'ra-core';
import { errorMessage } from '../../api/request';
import type { AgentLoginBody } from '../../contract/auth';
import { agentLogin } from './agentLogin';
import { scannerMessage } from './scannerMessage';
import type { AgentSession } from './types';

/**
 * The contract's agent-login rules through @hookform/resolvers' zodResolver, as on the other public
 * forms. zod and the resolver are fetched when the form is first checked (when it is sent), not with
 * the page: they would add about 30 KB gzip to a first visit whose budget is 170 KB
 * (docs/performance.md). Rules that cannot be fetched (no network) leave the check to the server,
 * which has them too.
 */
const loadResolver = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('../../contract/auth')]).then(
    ([{ zodResolver }, { agentLoginBody }]) => zodResolver(agentLoginBody),
  );
const agentLoginResolver: Resolver<AgentLoginBody> = async (values, context, options) => {
  const resolve = await loadResolver().catch(() => null);
  return resolve ? resolve(values, context, options) : { values, errors: {} };
};

/**
 * The scanner login form's mechanics on react-hook-form: the password field, its contract message
 * (a translation key), the login call and its error (or the notice the agent came back with).
 */
export function useAgentLoginForm({
  agentId,
  notice,
  onLogin,
  onSubmit,
  onStart,
}: {
  agentId: string;
  notice: string | null;
  onLogin: (session: AgentSession) => void;
  onSubmit?: () => void;
  /** Called once, when the agent starts typing (the page then fetches what comes after the login). */
  onStart?: () => void;
}) {
  const translate = useTranslate();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<AgentLoginBody>({
    resolver: agentLoginResolver,
    defaultValues: { agentId, password: '' },
    // A message stays until the agent types again, then goes (no check on each keystroke).
    reValidateMode: 'onSubmit',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(notice && scannerMessage(notice, translate));
  /** The agent has started on the form (the page then fetches what a failed attempt shows). */
  const [engaged, setEngaged] = useState(false);
  const { ref, ...password } = register('password', {
    onChange: () => {
      clearErrors('password');
      if (engaged) return;
      setEngaged(true);
      // The rules are then in place when the form is sent.
      void loadResolver().catch(() => undefined);
      onStart?.();
    },
  });

  const submit = handleSubmit(async (body) => {
    onSubmit?.();
    setBusy(true);
    setError(null);
    try {
      onLogin(await agentLogin(body.agentId, body.password));
    } catch (err) {
      setError(scannerMessage(errorMessage(err, translate('scanner.login.failed')), translate));
      setBusy(false);
    }
  });

  return {
    password: { ...password, inputRef: ref },
    passwordError: errors.password?.message ?? null,
    busy,
    error,
    engaged,
    submit,
  };
}
