// Our i18next options set returnNull: false, so `t` returns strings (i18next 22 types default to string | null).
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
