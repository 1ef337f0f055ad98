import { EXECUTE_DEFAULTS } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { createSnippet, executeCode, runtimesQuery, snippetPath } from './api/compiler-api';
import { type CompilerLanguage, formatUnavailableReason, LANGUAGES } from './compiler-languages';
import { type Draft, loadDraft, loadLastLanguage, saveDraft, saveLastLanguage } from './draft-storage';
import { formatCode } from './format-code';
import { deriveStatus, outputText, type RunStatus, requestFailureText } from './run-result';

function initialState(): { language: CompilerLanguage; code: string; stdin: string } {
  const language = loadLastLanguage();
  const draft = loadDraft(language);
  return { language, code: draft?.code ?? LANGUAGES[language].hello, stdin: draft?.stdin ?? '' };
}

/** Everything the compiler screen does: language, code, input, run, format, copy, share, drafts. */
export function useCompilerSession() {
  const [initial] = useState(initialState);
  const [language, setLanguage] = useState<CompilerLanguage>(initial.language);
  const [code, setCode] = useState(initial.code);
  const [stdin, setStdin] = useState(initial.stdin);
  const [output, setOutput] = useState('');
  const [status, setStatus] = useState<RunStatus>('ready');
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  const [formatting, setFormatting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  /** a saved draft of the language just switched to, offered for restoring */
  const [savedDraft, setSavedDraft] = useState<Draft | null>(null);
  const runId = useRef(0);

  const runtimes = useQuery(runtimesQuery());
  const runtimeOf = useCallback((id: CompilerLanguage) => runtimes.data?.find((r) => r.language === id) ?? null, [runtimes.data]);

  const state = useRef({ language, code, stdin, status });
  state.current = { language, code, stdin, status };

  // Edits also go into `state` at once: the editor reports them outside React's events, so they render in
  // a later task, and a Ctrl+Enter pressed before that must run the edited code, not the last render's.
  const editCode = useCallback((value: string) => {
    state.current = { ...state.current, code: value };
    setCode(value);
    setSavedDraft(null);
    saveDraft(state.current.language, { code: value, stdin: state.current.stdin });
  }, []);

  const editStdin = useCallback((value: string) => {
    state.current = { ...state.current, stdin: value };
    setStdin(value);
    setSavedDraft(null);
    saveDraft(state.current.language, { code: state.current.code, stdin: value });
  }, []);

  /** Spec 4: a new language loads its hello-world and clears input, output, status and time. */
  const changeLanguage = useCallback((next: CompilerLanguage) => {
    runId.current++;
    setLanguage(next);
    saveLastLanguage(next);
    setCode(LANGUAGES[next].hello);
    setStdin('');
    setOutput('');
    setStatus('ready');
    setElapsedMs(null);
    setShareUrl(null);
    const draft = loadDraft(next);
    setSavedDraft(draft && (draft.code !== LANGUAGES[next].hello || draft.stdin !== '') ? draft : null);
  }, []);

  const restoreDraft = useCallback(() => {
    if (!savedDraft) return;
    setCode(savedDraft.code);
    setStdin(savedDraft.stdin);
    setSavedDraft(null);
  }, [savedDraft]);

  const run = useCallback(async () => {
    const { language: lang, code: source, stdin: input, status: current } = state.current;
    if (!source.trim() || current === 'running') return; // spec 5: blank code does nothing
    const id = ++runId.current;
    setStatus('running');
    setOutput('');
    setElapsedMs(null);
    const started = performance.now();
    let text: string;
    let next: RunStatus;
    try {
      const response = await executeCode({
        language: lang,
        version: runtimeOf(lang)?.version || '*',
        files: [{ content: source }],
        stdin: input,
        compile_timeout: EXECUTE_DEFAULTS.compileTimeoutMs,
        run_timeout: EXECUTE_DEFAULTS.runTimeoutMs,
        compile_memory_limit: EXECUTE_DEFAULTS.memoryLimit,
        run_memory_limit: EXECUTE_DEFAULTS.memoryLimit,
      });
      text = outputText(response);
      next = deriveStatus(response);
    } catch (error) {
      text = requestFailureText(errorMessage(error, 'Request failed'));
      next = 'error';
    }
    if (id !== runId.current) return; // the language changed meanwhile
    setOutput(text);
    setStatus(next);
    setElapsedMs(Math.round(performance.now() - started));
  }, [runtimeOf]);

  const formatReason = formatUnavailableReason(language);
  const format = useCallback(async () => {
    const { language: lang, code: source } = state.current;
    const reason = formatUnavailableReason(lang);
    if (reason) {
      notify.info(reason);
      return;
    }
    if (!source.trim()) return;
    setFormatting(true);
    try {
      const formatted = await formatCode(lang, source);
      if (state.current.language === lang && state.current.code === source) editCode(formatted);
    } catch (error) {
      notify.error(errorMessage(error, 'Could not format the code.'));
    } finally {
      setFormatting(false);
    }
  }, [editCode]);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(state.current.code);
      notify.success('Code copied to clipboard');
    } catch (error) {
      console.warn('Copy failed', error); // spec 8: copy failure is logged only
    }
  }, []);

  const share = useCallback(async () => {
    const { language: lang, code: source, stdin: input } = state.current;
    if (!source.trim()) {
      notify.warning('Write some code before sharing.');
      return;
    }
    setSharing(true);
    try {
      const id = await createSnippet({ language: lang, code: source, stdin: input });
      const url = `${window.location.origin}${snippetPath(id)}`;
      setShareUrl(url);
      try {
        await navigator.clipboard.writeText(url);
        notify.success('Share link copied');
      } catch (error) {
        console.warn('Copy failed', error);
      }
    } catch (error) {
      notify.error(errorMessage(error, 'Could not create a share link.'));
    } finally {
      setSharing(false);
    }
  }, []);

  const clearInput = useCallback(() => editStdin(''), [editStdin]);
  const clearOutput = useCallback(() => {
    setOutput('');
    setElapsedMs(null);
  }, []);

  // Spec 2: Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+F formats (the editor handles them itself when focused).
  const actions = useRef({ run, format });
  actions.current = { run, format };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey)) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        void actions.current.run();
      } else if (event.shiftKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        void actions.current.format();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return useMemo(
    () => ({
      language,
      code,
      stdin,
      output,
      status,
      elapsedMs,
      formatting,
      sharing,
      shareUrl,
      savedDraft,
      runtimes,
      runtimeOf,
      formatReason,
      editCode,
      editStdin,
      changeLanguage,
      restoreDraft,
      dismissDraft: () => setSavedDraft(null),
      dismissShare: () => setShareUrl(null),
      run,
      format,
      copy,
      share,
      clearInput,
      clearOutput,
    }),
    [
      language,
      code,
      stdin,
      output,
      status,
      elapsedMs,
      formatting,
      sharing,
      shareUrl,
      savedDraft,
      runtimes,
      runtimeOf,
      formatReason,
      editCode,
      editStdin,
      changeLanguage,
      restoreDraft,
      run,
      format,
      copy,
      share,
      clearInput,
      clearOutput,
    ],
  );
}

export type CompilerSession = ReturnType<typeof useCompilerSession>;
