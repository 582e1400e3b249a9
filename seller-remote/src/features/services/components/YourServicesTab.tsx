import { ButtonLink, ServiceCard, ServiceGrid } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { Empty, Failed, Pending } from '../../../components/status';
import { useSellerServices } from '../../../hooks/use-seller-services';
import { formatLongDate } from '@craft/shared/i18n';
import { useSellerTexts } from '../../../texts';
import { TraderGateNote } from '../../../components/TraderGateNote';

/** Dashboard tab 'Your Service': the seller's services as cards leading to product-detail. */
export function YourServicesTab() {
  const t = useSellerTexts('services');
  const manage = useSellerTexts('manage');
  const services = useSellerServices();
  if (services.status === 'pending') return <Pending />;
  if (services.status === 'error') return <Failed onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) {
    return (
      <>
        <TraderGateNote />
        <Empty action={<ButtonLink to={sellerPaths.createProduct} variant="seller">{manage('add')}</ButtonLink>}>
          {t('noServices')}
        </Empty>
      </>
    );
  }
  return (
    <>
      <TraderGateNote />
      <ServiceGrid>
        {services.data.map((service) => (
          <li key={service.id}>
            <ServiceCard
              service={service}
              to={links.sellerProductDetail(service.id)}
              company={t('createdOn', { date: formatLongDate(service.created_at) })}
            />
          </li>
        ))}
      </ServiceGrid>
    </>
  );
}
