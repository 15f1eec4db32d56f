import { Button, Checkbox, Dialog, List, Text } from '@chakra-ui/react';
import { FormDialog } from '@web/components/form-dialog';

/** 留言须知: what the portal accepts, what happens to the citizen's details, how to follow up. */
export const MESSAGE_NOTICE: readonly string[] = [
  '本平台用于群众向人大代表反映意见和建议。请围绕本地经济社会发展、民生实事和代表履职等方面留言，内容应真实、具体，一事一留言。',
  '依法应当通过诉讼、仲裁、行政复议等法定途径解决的事项，以及已进入信访程序的事项，请通过相应渠道办理。',
  '您填写的姓名、手机号码和地址仅用于代表和联络站工作人员与您联系、核实情况，不会公开，也不会用于其他用途。',
  '填写手机号码的，须通过短信验证码验证。留言成功后会生成留言编号，请妥善保存留言编号和手机号码（未填写手机号码的，请记住所填姓名），凭此查询办理反馈。',
  '留言由代表和所在联络站办理，处理状态分为待交办、办理中和已办理，办理结果可通过“留言反馈查询”查看。',
  '请文明留言，不得发布侮辱、诽谤、淫秽、暴力、歧视等内容以及广告或其他违法信息；此类留言不予受理。',
];

interface MessageNoticeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The one agree state, shared with the form's checkbox. */
  agreed: boolean;
  onAgreedChange: (checked: boolean) => void;
}

export function MessageNoticeDialog({ open, onClose, agreed, onAgreedChange }: MessageNoticeDialogProps) {
  return (
    <FormDialog
      open={open}
      title="留言须知"
      onClose={onClose}
      closeLabel="关闭留言须知"
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside
      footer={
        <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
          <Checkbox.Root colorPalette="brand" checked={agreed} onCheckedChange={(event) => onAgreedChange(event.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>我已阅读并同意留言须知</Checkbox.Label>
          </Checkbox.Root>
          <Button colorPalette="brand" onClick={onClose}>
            关闭
          </Button>
        </Dialog.Footer>
      }
    >
      <List.Root as="ol" gap="3" ps="5" listStyleType="decimal">
        {MESSAGE_NOTICE.map((item) => (
          <List.Item key={item}>
            <Text fontSize="sm" lineHeight="tall">
              {item}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </FormDialog>
  );
}
