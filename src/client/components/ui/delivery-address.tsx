import { deliveryPlace } from '../../../shared/messages';

type Address = { firstName: string; lastName: string; phone: string; address: string; city: string; governorate: string };

/** Who receives the parcel and where: name, street, city and governorate, phone. */
export function DeliveryAddress({ heading, address, headingLevel: Heading = 'h3' }: { heading: string; address: Address; headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className="text-sm">
      <Heading className="font-semibold">{heading}</Heading>
      <p>
        <bdi>
          {address.firstName} {address.lastName}
        </bdi>
      </p>
      <p className="text-gray-600">
        <bdi>{address.address}</bdi>
      </p>
      <p className="text-gray-600">{deliveryPlace({ city: address.city, governorate: address.governorate })}</p>
      <p className="text-gray-600">
        <bdi dir="ltr">{address.phone}</bdi>
      </p>
    </div>
  );
}
