import type { ButtonHTMLAttributes } from 'react';
import { READ_ONLY_STAFF_MESSAGE } from '@casino/contracts';
import { useAuth } from '../../../auth/use-auth';

/** Whether the signed-in staff member may change things (admins) or only read (support). */
export function useCanWrite(): boolean {
  const { user } = useAuth();
  return user?.role === 'admin';
}

/**
 * A button that changes something. Support staff see it, disabled, with the reason as its title
 * (the api refuses their writes anyway: 403 with the same message).
 */
export function WriteButton({
  disabled,
  title,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const canWrite = useCanWrite();
  return (
    <button
      type="button"
      {...rest}
      className={[className ?? 'btn btn--gold btn--sm', canWrite ? '' : 'is-read-only'].join(' ').trim()}
      disabled={!canWrite || disabled}
      title={canWrite ? title : READ_ONLY_STAFF_MESSAGE}
    />
  );
}
