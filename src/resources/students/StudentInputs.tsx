/**
 * The student form's inputs, shared by create and edit (EXAMPLES.md "one XInputs shared by Create
 * and Edit"): identity (with birthday and gender derived live from a resident ID number, spec §5),
 * contact, politics, and the 校区 → 学院 → 专业 → 年级 → 班级 placement.
 */
import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { idTypeLabels } from '../../../common/students';
import { politicsLabels } from '../../../common/enums';
import { DatePickerInput } from '../shared/dates';
import { StructureSelectInput } from './StructureSelectInput';
import { derivedFromId } from './studentForm';

/** Keeps birthday and gender in step with a valid resident ID number. */
function DerivedIdentity() {
  const { setValue } = useFormContext();
  const [idType, idNumber] = useWatch({ name: ['idType', 'idNumber'] });
  const derived = derivedFromId(idType, idNumber);
  useEffect(() => {
    if (derived) {
      setValue('birthday', derived.birthday, { shouldDirty: true });
      setValue('gender', derived.gender, { shouldDirty: true });
    }
  }, [derived?.birthday, derived?.gender]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export function StudentInputs() {
  const translate = useTranslate();
  const [idType] = useWatch({ name: ['idType'] });
  const resident = Number(idType ?? 0) === 0;
  const row = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, columnGap: 2, width: '100%' };
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <DerivedIdentity />
      <Box sx={row}>
        <TextInput source="name" label="resources.students.fields.name" />
        <TextInput source="code" label="resources.students.fields.code" />
        <TextInput source="mobile" label="resources.students.fields.mobile" />
      </Box>
      <Box sx={row}>
        <SelectInput
          source="idType"
          label="resources.students.fields.idType"
          choices={Object.keys(idTypeLabels).map((k) => ({ id: Number(k), name: translate(`students.idType.${k}`) }))}
          emptyValue={0}
        />
        <TextInput source="idNumber" label="resources.students.fields.idNumber" />
        <SelectInput
          source="politics"
          label="resources.students.fields.politics"
          choices={Object.keys(politicsLabels).map((k) => ({ id: Number(k), name: translate(`students.politics.${k}`) }))}
          emptyValue={0}
        />
      </Box>
      <Box sx={row}>
        <RadioButtonGroupInput
          source="gender"
          label="resources.students.fields.gender"
          choices={[1, 2].map((g) => ({ id: g, name: translate(`students.gender.${g}`) }))}
          disabled={resident}
        />
        <DatePickerInput source="birthday" label="resources.students.fields.birthday" disabled={resident} />
        {resident && (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {translate('students.form.derived')}
          </Typography>
        )}
      </Box>
      <Box sx={row}>
        <StructureSelectInput kind="campus" source="campusId" label="resources.students.fields.campusId" />
        <StructureSelectInput kind="college" source="collegeId" label="resources.students.fields.collegeId" />
        <StructureSelectInput kind="major" source="majorId" label="resources.students.fields.majorId" />
      </Box>
      <Box sx={row}>
        <StructureSelectInput kind="grade" source="grade" label="resources.students.fields.grade" />
        <StructureSelectInput kind="class" source="classId" label="resources.students.fields.classId" />
      </Box>
    </Box>
  );
}
