/**
 * A stand-in for XMLHttpRequest in component tests (jsdom cannot post a form): uploads go through
 * `uploadApi`, which uses XHR for its progress events. Install with `vi.stubGlobal('XMLHttpRequest',
 * FakeXhr)`; `xhr.sent` lists what was posted and `xhr.answer` is how the server answers.
 */
export type TSentUpload = { url: string; form: FormData };

export const xhr: { sent: TSentUpload[]; answer: { status: number; body: unknown } } = {
  sent: [],
  answer: { status: 201, body: {} },
};

export class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    xhr.sent.push({ url: this.url, form });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    queueMicrotask(() => {
      this.status = xhr.answer.status;
      this.responseText = JSON.stringify(xhr.answer.body);
      this.onload?.();
    });
  }
}
