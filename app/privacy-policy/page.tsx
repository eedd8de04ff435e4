import { aliasPage } from '@/components/sections/AliasRedirect';
import { aliasMetadata } from '@/lib/alias-metadata';

export const metadata = aliasMetadata('/privacy-policy');

export default aliasPage('/privacy-policy');
