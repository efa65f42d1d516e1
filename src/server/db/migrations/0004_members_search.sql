-- Hand-written (drizzle-kit generate --custom): keep it when squashing migrations.
-- Active clients search folds names for case- and accent-insensitive matching, the same way as
-- foldText in src/shared/domain/text.ts (lowercase, accents and other combining marks removed,
-- final sigma as sigma). PGlite has no unaccent extension, so the folding is a translate() table
-- generated from foldText; src/server/features/members/search.int.test.ts checks they agree.
CREATE OR REPLACE FUNCTION members_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fold$ SELECT translate(lower(t), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžΆ·ΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰςϊϋόύῴ̴̵̶̷̸̡̢̧̨̛̖̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡', 'aaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzα·εηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυσιυουω') $fold$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_search_sync() RETURNS trigger
LANGUAGE plpgsql
AS $sync$
BEGIN
  INSERT INTO member_search (user_id, name_folded, sort_key)
  VALUES (
    NEW.id,
    members_fold(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.name)),
    members_fold(concat_ws(' ', NULLIF(NEW.last_name, ''), NULLIF(NEW.first_name, ''), NEW.name))
  )
  ON CONFLICT (user_id) DO UPDATE
    SET name_folded = EXCLUDED.name_folded, sort_key = EXCLUDED.sort_key, updated_at = now();
  RETURN NULL;
END
$sync$;
--> statement-breakpoint
CREATE TRIGGER user_member_search_sync
AFTER INSERT OR UPDATE OF first_name, last_name, name ON "user"
FOR EACH ROW EXECUTE FUNCTION member_search_sync();
--> statement-breakpoint
INSERT INTO member_search (user_id, name_folded, sort_key)
SELECT id,
  members_fold(concat_ws(' ', first_name, last_name, name)),
  members_fold(concat_ws(' ', NULLIF(last_name, ''), NULLIF(first_name, ''), name))
FROM "user"
ON CONFLICT (user_id) DO NOTHING;
