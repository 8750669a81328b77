"""manage.py allow_service <name> <regex> [--attribute NAME ...]: lets a service use this CAS
server with single sign-out, releasing the named user attributes (CAS 3.0 /p3/serviceValidate)."""
from django.core.management.base import BaseCommand

from cas_server.models import ReplaceAttributName, ServicePattern


class Command(BaseCommand):
    help = "Allow a service URL pattern, with single sign-out and the given released attributes."

    def add_arguments(self, parser):
        parser.add_argument("name")
        parser.add_argument("pattern")
        parser.add_argument("--attribute", action="append", default=[])

    def handle(self, *args, name, pattern, attribute, **options):
        pos = ServicePattern.objects.count() + 100
        service, _ = ServicePattern.objects.update_or_create(
            name=name, defaults={"pattern": pattern, "pos": pos, "single_log_out": True}
        )
        for attr in attribute:
            ReplaceAttributName.objects.get_or_create(name=attr, replace="", service_pattern=service)
        self.stdout.write(f"allowed {name}: {pattern} {attribute}")
