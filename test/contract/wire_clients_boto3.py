# Every operation switchyard serves, called once through boto3 with valid input, against `switchyard serve`; each
# answer is checked against botocore's model of its output (required members present, no member the model lacks,
# each value of the model's type, enum values among the model's), and a few refusals by their error code and status.
# Prints one JSON line: the operations called per service, the problems found, the error codes seen.
# Run by wireClients.system.test.ts: python3 wire_clients_boto3.py URL BUNDLE_ARN SECRET. Loopback only.
import datetime
import json
import sys

import boto3
from botocore import xform_name
from botocore.config import Config
from botocore.exceptions import ClientError

url, bundle, secret = sys.argv[1:4]
called = {}
problems = []
errors = {}


def client(service, region="us-east-1"):
    return boto3.client(service, endpoint_url=url, region_name=region, aws_access_key_id="AKIDBOTO3CONTRACT",
                        aws_secret_access_key="boto3-contract-signing-key", config=Config(retries={"max_attempts": 1}))


def conform(shape, value, path):
    if shape is None:
        if value not in ({}, None):
            problems.append(f"{path}: the model has no output, got {sorted(value)}")
        return
    kind = shape.type_name
    if kind == "structure":
        if not isinstance(value, dict):
            problems.append(f"{path}: not a structure")
            return
        for name in shape.required_members:
            if name not in value:
                problems.append(f"{path}.{name}: required by the model, missing")
        for name, member in value.items():
            if name not in shape.members:
                problems.append(f"{path}.{name}: not a member of {shape.name}")
            else:
                conform(shape.members[name], member, f"{path}.{name}")
    elif kind == "list":
        if not isinstance(value, list):
            problems.append(f"{path}: not a list")
            return
        for i, item in enumerate(value):
            conform(shape.member, item, f"{path}[{i}]")
    elif kind == "map":
        if not isinstance(value, dict):
            problems.append(f"{path}: not a map")
            return
        for key, item in value.items():
            conform(shape.value, item, f"{path}.{key}")
    elif kind == "string":
        if not isinstance(value, str):
            problems.append(f"{path}: not a string")
        elif shape.enum and value not in shape.enum:
            problems.append(f"{path}: {value!r} is not one of the model's values")
    elif kind in ("integer", "long"):
        if not isinstance(value, int) or isinstance(value, bool):
            problems.append(f"{path}: not an integer")
    elif kind == "boolean":
        if not isinstance(value, bool):
            problems.append(f"{path}: not a boolean")
    elif kind == "timestamp":
        if not isinstance(value, datetime.datetime):
            problems.append(f"{path}: not a timestamp")


def call(c, operation, **params):
    response = getattr(c, xform_name(operation))(**params)
    body = {k: v for k, v in response.items() if k != "ResponseMetadata"}
    conform(c.meta.service_model.operation_model(operation).output_shape, body, operation)
    called.setdefault(c.meta.service_model.endpoint_prefix, []).append(operation)
    return body


def refused(label, c, operation, **params):
    try:
        getattr(c, xform_name(operation))(**params)
    except ClientError as e:
        errors[label] = [e.response["Error"]["Code"], e.response["ResponseMetadata"]["HTTPStatusCode"]]
        return
    errors[label] = ["succeeded", 200]


# ---- AppFabric: the demo's us-east-1 bundle fills that Region, so a bundle is created in ap-northeast-1 ----------
appfabric = client("appfabric")
tokyo = client("appfabric", "ap-northeast-1")
call(appfabric, "ListAppBundles")
call(appfabric, "GetAppBundle", appBundleIdentifier=bundle)
new_bundle = call(tokyo, "CreateAppBundle", tags=[{"key": "env", "value": "test"}])["appBundle"]["arn"]
call(tokyo, "TagResource", resourceArn=new_bundle, tags=[{"key": "owner", "value": "boto3"}])
call(tokyo, "ListTagsForResource", resourceArn=new_bundle)
call(tokyo, "UntagResource", resourceArn=new_bundle, tagKeys=["env"])
authorization = call(tokyo, "CreateAppAuthorization", appBundleIdentifier=new_bundle, app="SLACK", authType="apiKey",
                     credential={"apiKeyCredential": {"apiKey": secret}},
                     tenant={"tenantIdentifier": "T0", "tenantDisplayName": "boto3"})["appAuthorization"]
auth_arn = authorization["appAuthorizationArn"]
call(tokyo, "ListAppAuthorizations", appBundleIdentifier=new_bundle)
call(tokyo, "GetAppAuthorization", appBundleIdentifier=new_bundle, appAuthorizationIdentifier=auth_arn)
call(tokyo, "ConnectAppAuthorization", appBundleIdentifier=new_bundle, appAuthorizationIdentifier=auth_arn)
call(tokyo, "UpdateAppAuthorization", appBundleIdentifier=new_bundle, appAuthorizationIdentifier=auth_arn,
     tenant={"tenantIdentifier": "T0", "tenantDisplayName": "boto3 renamed"})
refused("DeleteAppBundle with an authorization", tokyo, "DeleteAppBundle", appBundleIdentifier=new_bundle)
call(tokyo, "DeleteAppAuthorization", appBundleIdentifier=new_bundle, appAuthorizationIdentifier=auth_arn)
call(tokyo, "DeleteAppBundle", appBundleIdentifier=new_bundle)
refused("GetAppBundle after delete", tokyo, "GetAppBundle", appBundleIdentifier=new_bundle)
refused("CreateAppBundle in a full Region", appfabric, "CreateAppBundle")

# ---- AppFlow ------------------------------------------------------------------------------------------------------
appflow = client("appflow")
call(appflow, "DescribeConnectorProfiles", maxResults=2)
config = {"connectorProfileProperties": {"Slack": {"instanceUrl": "https://boto3.slack.com"}},
          "connectorProfileCredentials": {"Slack": {"clientId": "boto3-client", "clientSecret": secret}}}
profile_arn = call(appflow, "CreateConnectorProfile", connectorProfileName="boto3-contract", connectorType="Slack",
                   connectionMode="Public", connectorProfileConfig=config)["connectorProfileArn"]
call(appflow, "UpdateConnectorProfile", connectorProfileName="boto3-contract", connectionMode="Public",
     connectorProfileConfig=config)
call(appflow, "TagResource", resourceArn=profile_arn, tags={"env": "test", "team": "core"})
call(appflow, "ListTagsForResource", resourceArn=profile_arn)
call(appflow, "UntagResource", resourceArn=profile_arn, tagKeys=["env"])
refused("AppFlow TagResource with a reserved key", appflow, "TagResource", resourceArn=profile_arn,
        tags={"aws:owner": "x"})
call(appflow, "DeleteConnectorProfile", connectorProfileName="boto3-contract")
refused("DeleteConnectorProfile twice", appflow, "DeleteConnectorProfile", connectorProfileName="boto3-contract")

# ---- Clean Rooms ----------------------------------------------------------------------------------------------------
cleanrooms = client("cleanrooms")
collaboration = call(cleanrooms, "CreateCollaboration", name="boto3 contract", description="made by boto3",
                     creatorDisplayName="Creator", creatorMemberAbilities=["CAN_QUERY", "CAN_RECEIVE_RESULTS"],
                     queryLogStatus="ENABLED",
                     members=[{"accountId": "444455556666", "memberAbilities": ["CAN_RECEIVE_RESULTS"],
                               "displayName": "Other"}])["collaboration"]
cid = collaboration["id"]
call(cleanrooms, "GetCollaboration", collaborationIdentifier=cid)
call(cleanrooms, "ListCollaborations", maxResults=5)
call(cleanrooms, "UpdateCollaboration", collaborationIdentifier=cid, name="boto3 contract renamed")
call(cleanrooms, "ListMembers", collaborationIdentifier=cid)
call(cleanrooms, "TagResource", resourceArn=collaboration["arn"], tags={"env": "test"})
call(cleanrooms, "ListTagsForResource", resourceArn=collaboration["arn"])
call(cleanrooms, "UntagResource", resourceArn=collaboration["arn"], tagKeys=["env"])
membership = call(cleanrooms, "CreateMembership", collaborationIdentifier=cid, queryLogStatus="ENABLED")["membership"]
call(cleanrooms, "GetMembership", membershipIdentifier=membership["id"])
call(cleanrooms, "ListMemberships")
call(cleanrooms, "UpdateMembership", membershipIdentifier=membership["id"], queryLogStatus="DISABLED")
table = call(cleanrooms, "CreateConfiguredTable", name="orders", allowedColumns=["c1", "c2"],
             analysisMethod="DIRECT_QUERY",
             tableReference={"glue": {"tableName": "orders", "databaseName": "sales"}})["configuredTable"]
call(cleanrooms, "GetConfiguredTable", configuredTableIdentifier=table["id"])
call(cleanrooms, "ListConfiguredTables")
call(cleanrooms, "UpdateConfiguredTable", configuredTableIdentifier=table["id"], description="updated")
call(cleanrooms, "DeleteConfiguredTable", configuredTableIdentifier=table["id"])
call(cleanrooms, "DeleteMember", collaborationIdentifier=cid, accountId="444455556666")
call(cleanrooms, "DeleteMembership", membershipIdentifier=membership["id"])
call(cleanrooms, "DeleteCollaboration", collaborationIdentifier=cid)
refused("GetCollaboration after delete", cleanrooms, "GetCollaboration", collaborationIdentifier=cid)

print(json.dumps({"called": called, "problems": problems, "errors": errors}))
