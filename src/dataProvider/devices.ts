import type { Identifier } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type {
  DeviceEnrolBody,
  DeviceEnrolment,
  DeviceList,
  QueueDecision,
  ScannerDevice,
} from '../contract/devices';
import type { ScanSyncResult } from '../contract/scanSync';

const enc = (v: Identifier) => encodeURIComponent(String(v));

/** Extension `devices`: the event's scanner phones, from its Security page (docs/devices.md). */
export const deviceMethods = {
  async getDevices(eventId: Identifier): Promise<DeviceList> {
    return (await httpClient<{ data: DeviceList }>(`/api/devices/event/${enc(eventId)}`)).data;
  },
  /** Opens an enrolment: the one-time code (10 minutes) the QR code shows. */
  async enrolDevice(eventId: Identifier, body: DeviceEnrolBody): Promise<DeviceEnrolment> {
    return (
      await httpClient<{ data: DeviceEnrolment }>(`/api/devices/event/${enc(eventId)}`, {
        method: 'POST',
        body,
      })
    ).data;
  },
  async updateDevice(id: Identifier, body: { kiosk?: boolean; label?: string }): Promise<ScannerDevice> {
    return (await httpClient<{ data: ScannerDevice }>(`/api/devices/${enc(id)}`, { method: 'PUT', body }))
      .data;
  },
  async revokeDevice(id: Identifier): Promise<ScannerDevice> {
    return (await httpClient<{ data: ScannerDevice }>(`/api/devices/${enc(id)}/revoke`, { method: 'POST' }))
      .data;
  },
  async decideDeviceQueue(
    id: Identifier,
    decision: QueueDecision,
  ): Promise<{ device: ScannerDevice; results: ScanSyncResult[] }> {
    return (
      await httpClient<{ data: { device: ScannerDevice; results: ScanSyncResult[] } }>(
        `/api/devices/${enc(id)}/queue`,
        { method: 'POST', body: { decision } },
      )
    ).data;
  },
  async setKioskPin(eventId: Identifier, pin: string): Promise<void> {
    await httpClient(`/api/devices/event/${enc(eventId)}/kiosk-pin`, { method: 'PUT', body: { pin } });
  },
};
