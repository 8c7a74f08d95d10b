import { ADMIN_RESOURCES, isAdminResource, orderedRoles, resourcesOf, rolesMayUse } from './admin-resources';

const everything = Object.keys(ADMIN_RESOURCES).filter(isAdminResource);

describe('the role table', () => {
  it('gives the owner every resource, staff management included, and the staff page to no one else', () => {
    expect(resourcesOf(['owner'])).toEqual(everything);
    expect(rolesMayUse(['editor', 'recruiter'], 'staff')).toBe(false);
  });

  it('gives an account holding both everyday roles what either opens', () => {
    const both = resourcesOf(['editor', 'recruiter']);
    expect(both).toEqual(everything.filter((resource) => rolesMayUse(['editor'], resource) || rolesMayUse(['recruiter'], resource)));
    expect(both).toEqual(expect.arrayContaining(['blog', 'deploys', 'applications', 'personal-data', 'stats']));
    expect(resourcesOf(['editor'])).not.toContain('applications');
    expect(resourcesOf(['recruiter'])).not.toContain('blog');
  });

  it('keeps roles in the table order, each once, and drops what is not a role', () => {
    expect(orderedRoles(['recruiter', 'owner', 'recruiter', 'admin', ''])).toEqual(['owner', 'recruiter']);
  });
});
