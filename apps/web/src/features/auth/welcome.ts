import type { AuthT } from '@/components/auth-text';

/** "Welcome back, Asha!", or for an account without a name, "Welcome back, there!" (SPEC §2's welcome) */
export function welcomeBack(t: AuthT, name: string | undefined): string {
  return name ? t('toast.welcomeBack', { name }) : t('toast.welcomeBackNoName');
}
