/** Spec 9: the suspension and deletion requests carry DeviceId 2, DeviceTypeId 16, EmployeeId 0. */
export const DEVICE = { DeviceId: 2, DeviceTypeId: 16, EmployeeId: 0 } as const;
