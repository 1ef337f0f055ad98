// Applies the saved theme before the first paint (dark unless the user chose light).
(() => {
  let dark = true;
  try {
    dark = localStorage.getItem('darkMode') !== 'false';
  } catch {
    // Storage unavailable: keep the default.
  }
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
