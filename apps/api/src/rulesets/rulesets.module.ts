import { Module } from '@nestjs/common';
import { RulesetRegistry } from './ruleset-registry';
import { RulesetsController } from './rulesets.controller';
import { RulesetsService } from './rulesets.service';

@Module({
  controllers: [RulesetsController],
  providers: [RulesetRegistry, RulesetsService],
  exports: [RulesetRegistry, RulesetsService],
})
export class RulesetsModule {}
