import { AddGiftWrappingBody, type CartItem } from '@contract/cart';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { formatBaht } from '@/lib/price-format';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/forms/TextField';
import { giftWrappingConfigQuery, giftWrappingPriceOn } from '../api/gift-wrapping-api';
import { useCartActor } from '../hooks/cart-actor';
import * as css from './gift-wrapping.css';

const MessageForm = v.pick(AddGiftWrappingBody, ['giftWrappingMessage']);
type MessageValues = { giftWrappingMessage: string };

/** A price of the spec's gift wrapping: a ฿ amount, or Free when there is none. */
function WrappingPrice({ baht }: { baht: number | null | undefined }) {
  return <>{baht ? formatBaht(baht) : <Trans>Free</Trans>}</>;
}

/** Gift wrapping of one bag line (spec section 9): today's price, an optional message, taken off again. */
export function GiftWrapping({ item }: { item: CartItem }) {
  const { t } = useLingui();
  const actor = useCartActor();
  const config = useQuery(giftWrappingConfigQuery(useHttp()));
  const [editing, setEditing] = useState(false);
  // where the keyboard goes once the message form closes or the wrapping is removed: the line's wrapping control,
  // when the line is wrapped (or not) as expected; before that only if the focus was lost with the closed form
  const [focusWhenWrapped, setFocusWhenWrapped] = useState<boolean | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const label = `${item.name} ${item.description}`.trim();
  useEffect(() => {
    if (editing) {
      box.current?.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    if (focusWhenWrapped === null) return;
    const settled = item.giftWrappingFlag === focusWhenWrapped;
    if (settled || document.activeElement === document.body) box.current?.querySelector('button')?.focus();
    if (settled) setFocusWhenWrapped(null);
  }, [editing, focusWhenWrapped, item.giftWrappingFlag]);
  const close = (wrapped: boolean) => {
    setEditing(false);
    setFocusWhenWrapped(wrapped);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(item.giftWrappingFlag);
  };

  if (editing) {
    return (
      <div ref={box} onKeyDown={cancelOnEscape}>
        <MessageEditor item={item} onSaved={() => close(true)} onCancel={() => close(item.giftWrappingFlag)} />
      </div>
    );
  }
  if (!item.giftWrappingFlag) {
    return (
      <div ref={box} className={css.wrapping} data-testid="gift-wrapping">
        <button type="button" className={css.link} onClick={() => setEditing(true)} aria-label={t`Add gift wrapping to ${label}`}>
          <Trans>Add gift wrapping</Trans>{' '}
          <span className={css.price}>
            (<WrappingPrice baht={giftWrappingPriceOn(config.data, new Date())} />)
          </span>
        </button>
      </div>
    );
  }
  return (
    <div ref={box} className={css.wrapping} data-testid="gift-wrapping">
      <p className={css.summary}>
        <span>
          <Trans>Gift wrapped</Trans>
        </span>
        <span data-testid="gift-wrapping-price">
          <WrappingPrice baht={item.totalGiftWrappingPrice} />
        </span>
      </p>
      {item.giftWrappingMessage && (
        <p className={css.message} data-testid="gift-message">
          “{item.giftWrappingMessage}”
        </p>
      )}
      <div className={css.actions}>
        <button type="button" className={css.link} onClick={() => setEditing(true)} aria-label={t`Change the gift message for ${label}`}>
          <Trans>Change message</Trans>
        </button>
        <button
          type="button"
          className={css.link}
          onClick={() => {
            actor.send({ type: 'cart.giftWrapping.remove', productId: item.productId });
            setFocusWhenWrapped(false);
          }}
          aria-label={t`Remove gift wrapping from ${label}`}
        >
          <Trans>Remove gift wrapping</Trans>
        </button>
      </div>
    </div>
  );
}

/** The message on the gift tag (up to 200 characters, may stay empty); saving wraps the line. */
function MessageEditor({ item, onSaved, onCancel }: { item: CartItem; onSaved: () => void; onCancel: () => void }) {
  useSignals();
  const { t } = useLingui();
  const actor = useCartActor();
  const [, { Form, Field }] = useShopForm<MessageValues>({
    initialValues: { giftWrappingMessage: item.giftWrappingMessage ?? '' },
    validate: formRules(MessageForm),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  return (
    <Form
      className={css.editor}
      noValidate
      data-testid="gift-wrapping"
      onSubmit={({ giftWrappingMessage }) => {
        actor.send({ type: 'cart.giftWrapping.add', productId: item.productId, message: giftWrappingMessage.trim() || null });
        onSaved();
      }}
    >
      <Field name="giftWrappingMessage">
        {(field, props) => (
          <TextField field={field} props={props} label={t`Gift message (optional)`} maxLength={200} hint={t`Up to 200 characters, printed on the gift tag.`} />
        )}
      </Field>
      <div className={css.actions}>
        <Button type="submit">{item.giftWrappingFlag ? <Trans>Save message</Trans> : <Trans>Add gift wrapping</Trans>}</Button>
        <Button look="quiet" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Form>
  );
}
