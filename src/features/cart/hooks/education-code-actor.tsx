import { type AppActors, useAppActors } from '@/lib/app-actors';

export type EducationCodeActor = AppActors['educationCode'];

export const useEducationCodeActor = (): EducationCodeActor => useAppActors().educationCode;
