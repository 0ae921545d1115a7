import {
  type AnalyzeRecipeResult,
  draftFromImport,
  isImportableUrl,
  type recipeFormDefaults,
  recipeImportMessages,
} from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { ClipboardPaste, Globe, WifiOff } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { Field } from '../../components/ui/field.component';
import { Input, Textarea } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.component';
import { type ToastInput, toast } from '../../components/ui/toast.component';
import { currentToast, dismissToast } from '../../components/ui/toast.store';
import { analyzeHtml, analyzeUrl, importFailure, isOfflineFailure, isTooLarge } from './recipe-import.api';

export type RecipeDraft = NonNullable<Parameters<typeof recipeFormDefaults>[0]>;

interface ImportRecipeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The extracted recipe, ready to pre-fill the create form. */
  onExtracted(draft: RecipeDraft): void;
}

/** 'Import from Web': a recipe page's address, or its HTML pasted when the site blocks fetching. */
export function ImportRecipeDialog({ open, onOpenChange, onExtracted }: ImportRecipeDialogProps) {
  const [tab, setTab] = useState<'url' | 'html'>('url');
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const [pageUrl, setPageUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [htmlError, setHtmlError] = useState<string>();
  const [pageUrlError, setPageUrlError] = useState<string>();
  // The server has no internet: said under the address, with the way that still works (pasting).
  const [offline, setOffline] = useState(false);
  // One toast per attempt: a new attempt takes down what the last one said ('Invalid URL' must not
  // stay on screen beside the answer to the corrected address).
  const said = useRef<number | undefined>(undefined);
  const say = (input: ToastInput) => {
    toast(input);
    said.current = currentToast()?.id;
  };
  const newAttempt = () => {
    if (said.current !== undefined) dismissToast(said.current);
    said.current = undefined;
  };

  const extract = useMutation({
    mutationFn: (input: { kind: 'url'; url: string } | { kind: 'html'; html: string; url?: string }) =>
      input.kind === 'url' ? analyzeUrl(input.url) : analyzeHtml(input.html, input.url),
    onSuccess: (result: AnalyzeRecipeResult) => {
      let draft: RecipeDraft;
      try {
        // The extracted recipe as the create form's starting values.
        draft = draftFromImport(result.data);
        // The page's categories and keywords: kept as the recipe's tags (issue 24).
        if (result.data.tags?.length) draft = { ...draft, tags: result.data.tags };
      } catch (error) {
        // Spec 8: the page was read, but its data could not be put into the form.
        say({
          title: 'Form update error',
          description: error instanceof Error ? error.message : undefined,
          variant: 'error',
        });
        return;
      }
      say({
        title: recipeImportMessages.extracted.title,
        description: result.data.name,
        variant: 'success',
      });
      setUrl('');
      setHtml('');
      setPageUrl('');
      onExtracted(draft);
    },
    onError: (error, input) => {
      // No internet on the server: said under the address, beside the way that still works (a
      // toast there would cover the 'Paste the page's HTML' button on a phone).
      const offlineNow = input.kind === 'url' && isOfflineFailure(error);
      setOffline(offlineNow);
      if (input.kind === 'html' && isTooLarge(error)) setHtmlError(importFailure(error).description);
      if (!offlineNow) say({ ...importFailure(error), variant: 'error' });
    },
  });

  const invalidUrl = () => {
    say({
      title: recipeImportMessages.invalidUrl.title,
      description: recipeImportMessages.invalidUrl.message,
      variant: 'error',
    });
    return recipeImportMessages.invalidUrl.message;
  };

  function submitUrl(event: FormEvent) {
    event.preventDefault();
    newAttempt();
    // Spec 5: checked here too, so a typo never makes a round trip.
    if (!isImportableUrl(url)) return setUrlError(invalidUrl());
    setUrlError(undefined);
    setOffline(false);
    extract.mutate({ kind: 'url', url: url.trim() });
  }

  function submitHtml(event: FormEvent) {
    event.preventDefault();
    newAttempt();
    if (!html.trim()) return setHtmlError("Paste the page's HTML");
    setHtmlError(undefined);
    if (pageUrl.trim() && !isImportableUrl(pageUrl)) return setPageUrlError(invalidUrl());
    setPageUrlError(undefined);
    extract.mutate({ kind: 'html', html, url: pageUrl.trim() || undefined });
  }

  /** The paste-HTML tab, with the address already there as the recipe's source. */
  function pasteInstead() {
    if (!pageUrl.trim() && isImportableUrl(url)) setPageUrl(url.trim());
    setOffline(false);
    setTab('html');
  }

  const busy = extract.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Import from Web"
      description="Bring a recipe in from any recipe page. You can check and change everything before saving."
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as 'url' | 'html')}>
        <TabsList aria-label="How to import">
          <TabsTrigger value="url">Web address</TabsTrigger>
          <TabsTrigger value="html">Paste page HTML</TabsTrigger>
        </TabsList>
        <TabsContent value="url">
          <form onSubmit={submitUrl} noValidate className="flex flex-col gap-4">
            <Field label="Recipe page address" error={urlError}>
              <Input
                type="url"
                inputMode="url"
                placeholder="https://www.example.com/best-pancakes"
                autoComplete="off"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
              />
            </Field>
            {offline ? (
              <div
                role="alert"
                data-testid="import-offline"
                className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
              >
                <p className="flex gap-2">
                  <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  <span>{recipeImportMessages.offline.message}</span>
                </p>
                <Button type="button" variant="secondary" className="self-start" onClick={pasteInstead}>
                  <ClipboardPaste className="h-4 w-4" aria-hidden />
                  Paste the page's HTML
                </Button>
              </div>
            ) : null}
            <Button type="submit" disabled={busy} className="self-end">
              {busy ? <Spinner label="Extracting" /> : <Globe className="h-4 w-4" aria-hidden />}
              {busy ? 'Extracting recipe...' : 'Extract Recipe'}
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="html">
          <form onSubmit={submitHtml} noValidate className="flex flex-col gap-4">
            <p className="text-sm text-stone-600">
              Some sites refuse to be read by other servers. Open the page, view its source (Ctrl+U), copy
              everything and paste it here.
            </p>
            <Field label="Page HTML" error={htmlError}>
              <Textarea
                rows={8}
                className="font-mono text-xs"
                placeholder="<!doctype html>..."
                value={html}
                onChange={(e) => setHtml(e.target.value)}
              />
            </Field>
            <Field label="Page address (optional)" error={pageUrlError} hint="Saved as the recipe's source">
              <Input
                type="url"
                inputMode="url"
                placeholder="https://..."
                autoComplete="off"
                value={pageUrl}
                onChange={(e) => setPageUrl(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={busy} className="self-end">
              {busy ? <Spinner label="Extracting" /> : null}
              {busy ? 'Extracting recipe...' : 'Extract Recipe'}
            </Button>
          </form>
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}
