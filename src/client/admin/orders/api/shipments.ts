import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadApi, endpoints } from '../../../lib/api-client';
import type { Courier, ShipmentState } from '../../../../shared/shipping-courier';

/** The proposed Bosta district of each order's address, asked when the review opens. */
export function useDistrictMatches(orderIds: string[], enabled: boolean) {
  return useQuery({
    queryKey: ['shipments', 'districts', orderIds],
    queryFn: async () => (await callApi(endpoints.shipments.districts, { query: { orderIds: orderIds.join(',') } })).matches,
    enabled: enabled && orderIds.length > 0,
    staleTime: 0,
  });
}

/** Bosta's districts whose name (Arabic or English) or city matches what the desk typed. */
export function useDistrictSearch(q: string) {
  return useQuery({
    queryKey: ['shipments', 'district-search', q],
    queryFn: async () => (await callApi(endpoints.shipments.districtSearch, { query: { q } })).districts,
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Reads Bosta's cities and districts again now (a new district, a renamed one); the proposals are asked again. */
export function useRefreshDistricts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.shipments.districtRefresh),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shipments'] }),
  });
}

/** Hands orders to a courier; each order is answered on its own (tracking number or why not). */
export function useSendShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderIds: string[]; courier: Courier; districts?: Record<string, string> }) => callApi(endpoints.shipments.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** Own delivery: the desk records the rider's step by hand. */
export function useRecordShipmentState(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { state: ShipmentState; codCollected?: number; note?: string }) => callApi(endpoints.shipments.recordState, { params: { orderId }, body }),
    onSuccess: ({ results }) => queryClient.setQueryData(['orders', 'detail', orderId], results),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['orders'] }), queryClient.invalidateQueries({ queryKey: ['admin', 'cash'] })]),
  });
}

/**
 * Opens the airway bill(s) as a PDF in a new tab. The route needs the admin's token, which a
 * plain link would not send: fetched, then shown from a blob. The tab is opened first, inside
 * the click, so pop-up blockers let it through.
 */
export async function openAirwayBills(orderIds: string[]): Promise<void> {
  const tab = window.open('', '_blank');
  let bills: Blob;
  try {
    bills =
      orderIds.length === 1
        ? await downloadApi(endpoints.shipments.airwayBill, { params: { orderId: orderIds[0] } })
        : await downloadApi(endpoints.shipments.airwayBills, { query: { orderIds: orderIds.join(',') } });
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(new Blob([bills], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else window.location.href = url;
}
