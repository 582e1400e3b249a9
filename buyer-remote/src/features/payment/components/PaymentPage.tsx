import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonRow, Card, PageContainer, Price, Textarea, type Service } from '@craft/shared';
import { links } from '../../../config/paths';
import { QueryView } from '@craft/shared';
import { DocumentDrop } from '../../../components/DocumentDrop';
import { useDocumentFile } from '../../../hooks/use-document-file';
import { usePaymentService } from '../hooks/use-payment-service';
import { usePlaceOrder } from '../hooks/use-place-order';
import { PaymentDialog } from './PaymentDialog';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { useBuyerTexts } from '../../../texts';

function PaymentForm({ service }: { service: Service }) {
  const t = useBuyerTexts('payment');
  const navigate = useNavigate();
  const document = useDocumentFile();
  const [dialogOpen, setDialogOpen] = useState(false);
  const order = usePlaceOrder(service, document.file);
  const { form } = order;

  // Next checks what this page asks (the description's limit) before the dialog hides it.
  const next = (event: FormEvent) => {
    event.preventDefault();
    order.clearError();
    void form.trigger('description').then((valid) => valid && setDialogOpen(true));
  };

  return (
    <>
      <Card as="form" onSubmit={next} noValidate aria-labelledby="payment-title">
        <h1 id="payment-title" style={{ marginTop: 0 }}>
          {t('forService', { title: service.title })} <Price amount={service.price} /> {service.price_unit !== 'job' && t(`unit.${service.price_unit}`)}
        </h1>
        <PaymentMethodPicker value={form.watch('payment_method')} onChange={(method) => form.setValue('payment_method', method)} />
        <Textarea label={t('projectDescription')} rows={5} error={form.formState.errors.description?.message} {...form.register('description')} />
        <DocumentDrop label={t('document')} document={document} />
        <ButtonRow>
          <Button variant="secondary" onClick={() => navigate(links.service(service.id))}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('next')}</Button>
        </ButtonRow>
      </Card>
      {/* Outside the form: React events bubble through portals, and forms must not nest. */}
      <PaymentDialog open={dialogOpen} service={service} form={form} error={order.error} onClose={() => setDialogOpen(false)} onPlace={order.submit} />
    </>
  );
}

/** /payment?service=ID: method, description, attachment, then the 'Payment' dialog. */
export function PaymentPage() {
  const t = useBuyerTexts('payment');
  const service = usePaymentService();
  return (
    <PageContainer style={{ maxWidth: 760 }}>
      <QueryView query={service} notFound={t('noService')}>
        {(data) => <PaymentForm service={data} />}
      </QueryView>
    </PageContainer>
  );
}
