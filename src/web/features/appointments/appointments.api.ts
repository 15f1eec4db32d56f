import { APPOINTMENT_API, type AppointmentAnswer, type AppointmentBody, type AppointmentPage, type AppointmentQuery } from '@shared/contracts/appointments';
import { api, apiUrl } from '@web/lib/api';

/** 任免人员 (/api/appointmentRemoval): every change reads the list again. */
const LIST = { type: 'Appointment' as const, id: 'LIST' };

const appointmentsApi = api.enhanceEndpoints({ addTagTypes: ['Appointment'] }).injectEndpoints({
  endpoints: (build) => ({
    appointments: build.query<AppointmentPage, AppointmentQuery>({
      query: (params) => ({ url: apiUrl(APPOINTMENT_API.base), params }),
      providesTags: [LIST],
    }),
    createAppointment: build.mutation<AppointmentAnswer, AppointmentBody>({
      query: (data) => ({ url: apiUrl(APPOINTMENT_API.base), method: 'POST', data }),
      invalidatesTags: [LIST],
    }),
    updateAppointment: build.mutation<AppointmentAnswer, { appointmentId: number; body: AppointmentBody }>({
      query: ({ appointmentId, body }) => ({ url: apiUrl(APPOINTMENT_API.one(appointmentId)), method: 'PUT', data: body }),
      invalidatesTags: [LIST],
    }),
    deleteAppointment: build.mutation<{ msg: string }, number>({
      query: (appointmentId) => ({ url: apiUrl(APPOINTMENT_API.one(appointmentId)), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useAppointmentsQuery, useCreateAppointmentMutation, useUpdateAppointmentMutation, useDeleteAppointmentMutation } = appointmentsApi;
