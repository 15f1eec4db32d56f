import { Box, Button, Field, Flex, HStack, Input, SegmentGroup, SimpleGrid, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { Select } from '@web/components/form-fields';
import { MenuIcon, type MenuNode } from '@web/features/menus';
import { InterfaceAddressSelect } from '@web/features/reference-data';
import { compressIcon } from './icon-compress';
import { FORM_MSG, MENU_TYPE_OPTIONS, OPEN_TYPE_OPTIONS, menuIconJson, type MenuFormErrors, type MenuFormValues } from './menu-form.model';

export interface ParentOption {
  menuId: number;
  label: string;
}

export interface MenuFormProps {
  values: MenuFormValues;
  onChange: (patch: Partial<MenuFormValues>) => void;
  errors: MenuFormErrors;
  /** The menus the parent may be changed to; without it the parent is shown, not chosen. */
  parentOptions?: ParentOption[];
  parentName: string;
  disabled?: boolean;
}

/** Every menu but the one and those under it, indented by depth, for the parent choice. */
export function parentOptionsFor(tree: readonly MenuNode[], excludeId: number | null): ParentOption[] {
  const options: ParentOption[] = [];
  const walk = (menus: readonly MenuNode[], depth: number) => {
    for (const menu of menus) {
      if (menu.menuId === excludeId) continue;
      options.push({ menuId: menu.menuId, label: `${'\u3000'.repeat(depth)}${menu.menuName}` });
      walk(menu.children ?? [], depth + 1);
    }
  };
  walk(tree, 0);
  return options;
}

function FieldRow({ label, required, error, helper, children }: { label: string; required?: boolean; error?: string; helper?: ReactNode; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontWeight="medium" color="gray.700">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** The fields of a menu, shared by the detail form and the add-menu dialog. */
export function MenuForm({ values, onChange, errors, parentOptions, parentName, disabled }: MenuFormProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [compressing, setCompressing] = useState(false);
  const iconJson = menuIconJson(values);

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setCompressing(true);
    try {
      const result = await compressIcon(file);
      if (result.ok) {
        onChange({ iconType: 'img', iconImage: result.dataUrl, iconImageName: file.name });
      } else {
        toaster.create({ type: 'error', title: result.reason === 'notImage' ? FORM_MSG.notAnImage : MSG.menuIconTooLarge });
      }
    } finally {
      setCompressing(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="4">
      <FieldRow label="上级菜单">
        {parentOptions ? (
          <Select
            disabled={disabled}
            value={values.parentMenuId === null ? '' : String(values.parentMenuId)}
            onChange={(value) => onChange({ parentMenuId: value === '' ? null : Number(value) })}
            emptyOption="无（一级菜单）"
            options={parentOptions.map((option) => ({ value: option.menuId, label: option.label }))}
          />
        ) : (
          <Input value={parentName} readOnly bg="gray.50" />
        )}
      </FieldRow>
      <FieldRow label="菜单名称" required error={errors.menuName}>
        <Input
          value={values.menuName}
          maxLength={50}
          placeholder="请输入菜单名称"
          disabled={disabled}
          onChange={(e) => onChange({ menuName: e.target.value })}
        />
      </FieldRow>
      <FieldRow label="菜单地址" error={errors.menuUrl} helper="站内地址以 / 开头；外部地址以 http(s):// 开头">
        <Input value={values.menuUrl} maxLength={500} placeholder="如 /manager/adminManager/menuList" disabled={disabled} onChange={(e) => onChange({ menuUrl: e.target.value })} />
      </FieldRow>
      <FieldRow label="菜单编码">
        <Input value={values.menuCode} maxLength={100} placeholder="选填" disabled={disabled} onChange={(e) => onChange({ menuCode: e.target.value })} />
      </FieldRow>
      <FieldRow label="打开方式">
        <Select disabled={disabled} value={values.openType} onChange={(openType) => onChange({ openType })} options={OPEN_TYPE_OPTIONS} />
      </FieldRow>
      {values.openType === '4' && (
        <FieldRow label="接口地址" helper="第三方内嵌链接可选用接口地址管理中登记的地址">
          <InterfaceAddressSelect url={values.menuUrl} disabled={disabled} onChange={(menuUrl) => onChange({ menuUrl })} />
        </FieldRow>
      )}
      <FieldRow label="菜单类型">
        <Select disabled={disabled} value={values.menuType} onChange={(menuType) => onChange({ menuType })} options={MENU_TYPE_OPTIONS} />
      </FieldRow>
      <FieldRow label="排序号" error={errors.sortNum} helper="数字越小越靠前">
        <Input value={values.sortNum} inputMode="numeric" maxLength={6} disabled={disabled} onChange={(e) => onChange({ sortNum: e.target.value })} />
      </FieldRow>
      <HStack gap="8" alignSelf="end" pb="2">
        <Switch.Root checked={values.isShow} disabled={disabled} onCheckedChange={(e) => onChange({ isShow: e.checked })} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>显示</Switch.Label>
        </Switch.Root>
        <Switch.Root checked={values.isEnable} disabled={disabled} onCheckedChange={(e) => onChange({ isEnable: e.checked })} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>启用</Switch.Label>
        </Switch.Root>
      </HStack>
      <Box gridColumn={{ md: 'span 2' }}>
        <FieldRow label="菜单图标" error={errors.iconClass ?? errors.iconImage}>
          <Flex gap="4" align="center" wrap="wrap" w="full">
            <SegmentGroup.Root
              size="sm"
              value={values.iconType}
              disabled={disabled}
              onValueChange={(e) => onChange({ iconType: e.value === 'img' ? 'img' : 'class' })}
              aria-label="图标方式"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={[{ value: 'class', label: '图标类名' }, { value: 'img', label: '上传图片' }]} />
            </SegmentGroup.Root>
            {values.iconType === 'class' ? (
              <Input
                flex="1"
                minW="200px"
                value={values.iconClass}
                placeholder="如 icon-system"
                aria-label="图标类名"
                disabled={disabled}
                onChange={(e) => onChange({ iconClass: e.target.value })}
              />
            ) : (
              <HStack gap="3" flex="1" minW="200px">
                <VisuallyHidden asChild>
                  <input ref={fileRef} type="file" accept="image/*" aria-label="选择图标图片" disabled={disabled} onChange={(e) => void pickImage(e.target.files?.[0])} />
                </VisuallyHidden>
                <Button size="sm" variant="outline" colorPalette="brand" loading={compressing} disabled={disabled} onClick={() => fileRef.current?.click()}>
                  选择图片
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  {values.iconImage ? `${values.iconImageName || '已选择图片'}（压缩后 ${values.iconImage.length} 字符）` : '图片将压缩为不超过 4800 字符'}
                </Text>
              </HStack>
            )}
            <Flex boxSize="10" rounded="md" borderWidth="1px" borderColor="border" align="center" justify="center" color="brand.600" bg="gray.50" title="图标预览">
              <MenuIcon icon={iconJson} size={22} />
            </Flex>
          </Flex>
        </FieldRow>
      </Box>
    </SimpleGrid>
  );
}
