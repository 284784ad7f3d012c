import * as Dialog from '@radix-ui/react-dialog';
import { messages } from '../../../../shared/messages';
import { ResponsiveImage } from '../../../components/catalog/responsive-image';

/** Loaded when the shopper first asks for the size chart. */
type SizeChartDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: ReadonlyArray<{ secure_url: string }>;
  title: string;
  /** Opened by a plain button (the dialog loads on demand), so focus is sent back by hand. */
  returnFocus: () => void;
};

export default function SizeChartDialog({ open, onOpenChange, images, title, returnFocus }: SizeChartDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 max-h-[90dvh] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:start-1/2 sm:end-auto sm:w-[min(40rem,calc(100vw-2rem))] sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2">
          <Dialog.Title className="pe-10 text-xl font-bold">{messages.shop.sizeChart}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">{title}</Dialog.Description>
          <div className="mt-4 flex flex-col gap-4">
            {images.map((image, index) => (
              <div key={image.secure_url} className="overflow-hidden rounded-lg bg-gray-50">
                <ResponsiveImage src={image.secure_url} alt={`${messages.shop.sizeChart} ${index + 1}`} sizes="(min-width: 640px) 608px, 100vw" className="!h-auto !object-contain" />
              </div>
            ))}
          </div>
          <Dialog.Close aria-label={messages.layout.close} className="absolute end-3 top-3 flex h-10 w-10 items-center justify-center rounded-full text-2xl leading-none text-gray-600 hover:bg-gray-100">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
