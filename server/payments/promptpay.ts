import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';

/** The EMVCo (Thai QR) payload that makes a banking app pay `satang` to the shop's PromptPay id. */
export const promptPayPayload = (promptPayId: string, satang: number) => generatePayload(promptPayId, { amount: satang / 100 });

/** The payload drawn as a QR code in SVG. */
export const promptPaySvg = (payload: string) => QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
