// mf-account's routes (absolute paths, rendered inside the shell's layout or the standalone frame).
import { makeSectionRoot, sectionRoutes } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { AgentDetailsPage } from './pages/AgentDetails.page.tsx';
import { AgentsPage } from './pages/Agents.page.tsx';
import { BlockedUsersPage } from './pages/BlockedUsers.page.tsx';
import { BuilderDetailsPage } from './pages/BuilderDetails.page.tsx';
import { BuildersPage } from './pages/Builders.page.tsx';
import { DashboardPage } from './pages/Dashboard.page.tsx';
import { ForgotPasswordPage } from './pages/ForgotPassword.page.tsx';
import { LoginPage } from './pages/Login.page.tsx';
import { ProfilePage } from './pages/Profile.page.tsx';
import { RegisterPage } from './pages/Register.page.tsx';
import { ResetPasswordPage } from './pages/ResetPassword.page.tsx';
import { VerificationPage } from './pages/Verification.page.tsx';
import { VerificationApplyPage } from './pages/VerificationApply.page.tsx';
import { section } from './section.ts';

export const name = section.name;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

/** One element per declared page (`pages.ts`); the table cannot serve a path the manifest does not declare. */
export const routes: RouteObject[] = sectionRoutes(section, <SectionRoot />, {
  login: <LoginPage />,
  register: <RegisterPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  profile: <ProfilePage />,
  dashboard: <DashboardPage />,
  agents: <AgentsPage />,
  agentDetail: <AgentDetailsPage />,
  builders: <BuildersPage />,
  builderDetail: <BuilderDetailsPage />,
  blockedUsers: <BlockedUsersPage />,
  verification: <VerificationPage />,
  verificationApply: <VerificationApplyPage />,
});
