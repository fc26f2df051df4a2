import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog.tsx';

/** The part of the Barcode Detection API this screen uses (not in TypeScript's DOM library yet). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new () => BarcodeDetectorLike;

/** Phones with Chrome have the browser's own barcode reader; elsewhere the camera button is hidden. */
export function cameraScanSupported(scope: object = globalThis): boolean {
  return 'BarcodeDetector' in scope && typeof navigator !== 'undefined' && !!navigator.mediaDevices;
}

const SCAN_INTERVAL_MS = 250;

export interface CameraScannerProps {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}

/** The back camera in a dialog; the first barcode read closes it and hands over the code. */
export function CameraScanner({ open, onClose, onCode }: CameraScannerProps) {
  const { t } = useTranslation('products');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const Detector = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorConstructor })
      .BarcodeDetector;

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play();
        const detector = new Detector();
        let busy = false;
        timer = setInterval(() => {
          if (busy || stopped) return;
          busy = true;
          detector
            .detect(element)
            .then((codes) => {
              const code = codes.find((found) => found.rawValue.trim() !== '')?.rawValue.trim();
              if (code && !stopped) onCode(code);
            })
            .catch(() => {})
            .finally(() => {
              busy = false;
            });
        }, SCAN_INTERVAL_MS);
      })
      .catch(() => setFailed(true));

    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, onCode]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('barcode.camera_title')}
      description={t('barcode.camera_text')}
      closeLabel={t('barcode.close')}
    >
      {failed ? (
        <p role="alert" className="text-danger-text text-sm">
          {t('barcode.camera_failed')}
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          className="aspect-[4/3] w-full rounded-md bg-black object-cover"
        />
      )}
    </Dialog>
  );
}
