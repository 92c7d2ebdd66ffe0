import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './push-sender';

describe('where the server will post a push (SSRF)', () => {
  it('takes the push services of the browsers customers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QAbc',
      'https://wns2-pn1p.notify.windows.com/w/?token=abc',
    ]) {
      expect(pushEndpointProblem(endpoint, false), endpoint).toBeNull();
    }
  });

  it('refuses internal addresses, look-alike hosts, other ports, credentials and plain http', () => {
    for (const endpoint of [
      'http://127.0.0.1:8080/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilfcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'not a url',
    ]) {
      expect(pushEndpointProblem(endpoint, false), endpoint).not.toBeNull();
    }
  });

  it('lets a test point subscriptions at its own receiver only when asked to, and never at another scheme', () => {
    expect(pushEndpointProblem('http://127.0.0.1:3530/push/1', true)).toBeNull();
    expect(pushEndpointProblem('file:///etc/passwd', true)).not.toBeNull();
  });
});
