import {
  GraphQLError,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Its code survives Apollo's GRAPHQL_VALIDATION_FAILED wrapping (see formatGraphqlError). */
export class SubscriptionOverHttpError extends GraphQLError {
  readonly code = 'SUBSCRIPTION_OVER_HTTP';

  constructor() {
    super(
      'subscriptions are served over WebSocket only (the graphql-ws protocol on this same path); ' +
        'send queries and mutations over HTTP',
      { extensions: { code: 'SUBSCRIPTION_OVER_HTTP' } },
    );
    this.name = 'SubscriptionOverHttpError';
  }
}

/**
 * A validation rule for POST and GET /graphql only (Apollo's `validationRules`; graphql-ws
 * validates with its own list): a `subscription` sent over HTTP is refused with 400
 * SUBSCRIPTION_OVER_HTTP before anything runs, instead of executing a stream HTTP cannot carry.
 */
export function noSubscriptionOverHttpRule(): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      if (node.operation === 'subscription') context.reportError(new SubscriptionOverHttpError());
    },
  });
}
