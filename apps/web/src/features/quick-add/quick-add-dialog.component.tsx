import { type SmartAddResult, smartAddMessages, type TypedDraft } from '@kitching/contracts';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.component';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.component';
import { toast } from '../../components/ui/toast.store';
import { ApiError } from '../../lib/api';
import { useSession } from '../auth/use-session.hook';
import { ImageTab } from './image-tab.component';
import { PreviewEditor } from './preview-editor.component';
import { QuickAddError } from './quick-add.api';
import {
  addedToast,
  creatableTypes,
  editDraft,
  type PreviewState,
  previewFromAnalysis,
  previewFromProduct,
} from './quick-add.helper';
import { PartlySent, useAddDraft, useAnalyzeText, useRecognizeProduct } from './quick-add.mutations';
import { maySend } from './quick-add-stock.helper';
import { TextTab } from './text-tab.component';

interface QuickAddDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

type Tab = 'text' | 'image';

/** 'Smart Quick Add' (spec 2.6 and 4): input, analysing, preview, then added or back via Try Again. */
export function QuickAddDialog({ open, onOpenChange }: QuickAddDialogProps) {
  const { actor, familyId } = useSession();
  const allowed = creatableTypes(actor);

  const [tab, setTab] = useState<Tab>('text');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const [addErrors, setAddErrors] = useState<Record<string, string>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusText = useRef(false);

  const analyze = useAnalyzeText();
  const recognize = useRecognizeProduct();
  const addDraft = useAddDraft(familyId ?? 0);

  // After analysis the preview's heading; after Try Again the text box (its text kept).
  useEffect(() => {
    if (preview) headingRef.current?.focus();
    else if (focusText.current) {
      focusText.current = false;
      formRef.current?.querySelector('textarea')?.focus();
    }
  }, [preview]);

  const showPreview = (next: PreviewState | null) => {
    if (next) setPreview(next);
    else
      toast({
        title: smartAddMessages.analysisFailed.title,
        description: smartAddMessages.notUnderstood,
        variant: 'error',
      });
  };

  const runAnalysis = (input: string) => {
    setServerError(undefined);
    analyze.mutate(input, {
      // Throwing food away only for those who may (the server offers no more; a stale role might).
      onSuccess: (response) => showPreview(previewFromAnalysis(response, allowed, maySend(actor))),
      onError: (error) => {
        const message =
          error instanceof QuickAddError ? error.message : smartAddMessages.analysisFailed.message;
        if (error instanceof QuickAddError && error.fields.data) setServerError(error.fields.data);
        toast({ title: smartAddMessages.analysisFailed.title, description: message, variant: 'error' });
      },
    });
  };

  const runImage = (file: File) =>
    recognize.mutate(file, {
      onSuccess: (product) => setPreview(previewFromProduct(product)),
      onError: (error) =>
        toast({
          title: smartAddMessages.imageFailed.title,
          description: error instanceof QuickAddError ? error.message : smartAddMessages.imageFailed.message,
          variant: 'error',
        }),
    });

  const add = (reading: SmartAddResult) => {
    const { confidence: _confidence, preview: _preview, ...typed } = reading;
    addDraft.mutate(typed as TypedDraft, {
      onSuccess: (outcome) => {
        const { title, description } = addedToast(typed as TypedDraft, outcome);
        toast({ title, description, variant: 'success' });
        close();
      },
      // The preview stays, edits and all, with the create call's field messages, to correct and retry.
      onError: (failure) => {
        let error = failure;
        if (failure instanceof PartlySent && reading.type === 'stock_use' && preview) {
          // Those taken are gone from the preview: trying again sends only the rest.
          setPreview(editDraft(preview, { items: reading.data.items.slice(failure.sent) }));
          error = failure.cause as Error;
        }
        setAddErrors(error instanceof ApiError ? error.fields : {});
        toast({
          title: smartAddMessages.addFailed.title,
          description:
            typed.type === 'inventory'
              ? smartAddMessages.addFailed.inventory
              : smartAddMessages.addFailed.message,
          variant: 'error',
        });
      },
    });
  };

  const tryAgain = () => {
    focusText.current = tab === 'text';
    setPreview(null);
    setAddErrors({});
  };

  function close() {
    onOpenChange(false);
    setPreview(null);
    setText('');
    setServerError(undefined);
    setAddErrors({});
    setTab('text');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Smart Quick Add"
      description="Type, paste or scan anything: Kitching files it in the right place."
    >
      {preview ? (
        <PreviewEditor
          state={preview}
          onChange={(next) => {
            setPreview(next);
            setAddErrors({});
          }}
          onTryAgain={tryAgain}
          onAdd={add}
          adding={addDraft.isPending}
          serverErrors={addErrors}
          headingRef={headingRef}
        />
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList aria-label="How to add">
            <TabsTrigger value="text">Text Input</TabsTrigger>
            <TabsTrigger value="image">Image Scan</TabsTrigger>
          </TabsList>
          <TabsContent value="text">
            <TextTab
              text={text}
              onTextChange={(value) => {
                setText(value);
                setServerError(undefined);
              }}
              onAnalyze={runAnalysis}
              analyzing={analyze.isPending}
              serverError={serverError}
              formRef={formRef}
            />
          </TabsContent>
          <TabsContent value="image">
            <ImageTab
              busy={analyze.isPending || recognize.isPending}
              onBarcode={(code) => {
                setText(code);
                runAnalysis(code);
              }}
              onImage={runImage}
            />
          </TabsContent>
        </Tabs>
      )}
    </Dialog>
  );
}
