import { toast } from 'sonner';

export const TOAST_DURATION_MS = 3000;
export const SUCCESS_TOAST_DURATION_MS = 2000;

/** Toasts as the spec sets them: top-right, 3 s, success 2 s. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: SUCCESS_TOAST_DURATION_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION_MS }),
  info: (message: string) => toast(message, { duration: TOAST_DURATION_MS }),
};
