/** A modal the app has open: the login prompt (`dialog`), an alert or a question (`alertdialog`). */
const MODAL_OPEN = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/** Page-wide shortcuts stay with an open modal: nothing runs behind it. */
export const isModalOpen = () => document.querySelector(MODAL_OPEN) !== null;
