import { notify } from '../../lib/notify';

/** Copies text and says so; a failure is only logged (spec 8, "Copy failure"). */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch (error) {
    console.warn('Copy failed', error);
  }
}
